export { default as CardFace } from './CardFace.svelte';
export { default as CardBack } from './CardBack.svelte';
export { cardArt, suitInk, suitSymbol, type CardArt } from './card-art';
