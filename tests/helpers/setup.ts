import fc from 'fast-check';

/**
 * Every property test is reproducible: fast-check draws its cases from this fixed seed (a test may
 * name its own), never from the clock. A failure prints its seed and path; rerun with them.
 */
fc.configureGlobal({ seed: 20_241_128 });
