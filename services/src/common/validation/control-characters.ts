// One test for every text the shop takes: the browser forms use the same one (@shop/rules).
export { controlCharactersMessage, hasControlCharacters } from '@shop/rules';
