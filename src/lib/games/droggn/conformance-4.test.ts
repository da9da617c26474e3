import { conformanceSuite } from './conformance-suite';

conformanceSuite(4);
