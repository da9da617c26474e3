export * from './cards';
export * from './card-set';
export * from './packs';
export * from './rng';
export * from './game';
export * from './record';
