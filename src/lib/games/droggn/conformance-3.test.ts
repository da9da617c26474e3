import { conformanceSuite } from './conformance-suite';

conformanceSuite(3);
