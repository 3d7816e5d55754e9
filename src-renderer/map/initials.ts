// The token label of the shared presentation vocabulary, where the map code has always found it.
export { initials } from '../../shared/present/vocabulary';
