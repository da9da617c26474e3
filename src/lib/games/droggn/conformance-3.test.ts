import { conformanceSuite } from '../../../../tests/helpers/droggn/conformance-suite';

conformanceSuite(3);
