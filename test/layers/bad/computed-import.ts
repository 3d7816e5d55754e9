// Linted as src-renderer/gm/__probe__.ts: an import() whose path is computed cannot be checked
// against the layer rules, so it is refused.
const where = '../app/' + 'actions';

export const lazily = () => import(where);
