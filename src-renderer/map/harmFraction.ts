// The harm bar of the shared presentation vocabulary, where the map code has always found it.
export { HARM_FRACTION } from '../../shared/present/vocabulary';
