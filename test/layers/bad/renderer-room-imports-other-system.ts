// Linted as src-renderer/systems/yaugs/__probe__.ts: a system's room imports no other system's
// room, rules core or adapter.
import { room } from '../vers';
import { VERS_DEFAULTS } from '../../../shared/rules/vers/settings';
import { versSystem } from '../../../shared/systems/vers';

export const borrowed = [room, VERS_DEFAULTS, versSystem];
export const lazily = () => import('../waylights/stepSplit');
