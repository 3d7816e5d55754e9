// RULES.md section 4: the map facts for one attacker-defender pair, computed once per pointer move
// from positions, walls, cover objects, grapples and counters. Each system decides what they do.
import type { CoverAt, Hex, IsWall, LosRule, SightAndCover } from '../../hex';
import { hexDistance, sightAndCover } from '../../hex';
import type { TacticalFacts } from './facts';
import { isFromBehind } from './facing';
import type { Grapples } from './grapple';
import { grappleGroup } from './grapple';
import { DEFAULT_METERS_PER_HEX, DEFAULT_REACH_HEXES, rangeCategory } from './rangeCategory';

/** A token on the map: its combatant id and hex. */
export type TokenAt = { readonly id: string; readonly position: Hex };

/** Everything deriveFacts reads; every optional field has the RULES.md default. */
export type FactsInput = {
  readonly attacker: TokenAt;
  /** `facing` 0-5, or null/absent when facing is off. */
  readonly defender: TokenAt & { readonly facing?: number | null };
  /** Default 2. */
  readonly metersPerHex?: number;
  /** The weapon's reach in hexes, default 1. */
  readonly reachHexes?: number;
  /** Default: no walls. */
  readonly isWall?: IsWall;
  /** Default: no cover objects. */
  readonly coverAt?: CoverAt;
  /** Default 'both' (sight is blocked only when both nudged lines are). */
  readonly losRule?: LosRule;
  /** Default: no grapples. */
  readonly grapples?: Grapples;
  /** Attacks the defender already received this round (YAUGS) or turn (VERS); default 0. */
  readonly attacksReceived?: number;
};

/** The facts together with the sight computation behind them, for drawing the sight lines. */
export type FactsWithSight = { readonly facts: TacticalFacts; readonly sight: SightAndCover };

/** The tactical facts and the sight lines for one attack. */
export function deriveFactsWithSight(input: FactsInput): FactsWithSight {
  const a = input.attacker.position;
  const d = input.defender.position;
  const distanceHexes = hexDistance(a, d);
  const sight = sightAndCover(a, d, { isWall: input.isWall, coverAt: input.coverAt, losRule: input.losRule });
  const group = input.grapples && input.grapples.length > 0 ? grappleGroup(input.grapples, input.defender.id) : null;
  const facing = input.defender.facing;
  const facts: TacticalFacts = {
    distanceHexes,
    meters: distanceHexes * (input.metersPerHex ?? DEFAULT_METERS_PER_HEX),
    category: rangeCategory(distanceHexes, input.reachHexes ?? DEFAULT_REACH_HEXES),
    // Adjacent and same-hex tokens have no intermediate hex, so sightAndCover already sees them.
    lineOfSight: sight.visible,
    cover: sight.cover.value,
    coverObjectId: sight.cover.objectId,
    defenderInGrapple: group !== null,
    attackerInDefendersGrapple: group !== null && group.has(input.attacker.id),
    attacksReceived: input.attacksReceived ?? 0,
    fromBehind: facing === null || facing === undefined ? null : isFromBehind(d, facing, a),
  };
  return { facts, sight };
}

/** The tactical facts (RULES.md section 4) for one attacker-defender pair. */
export function deriveFacts(input: FactsInput): TacticalFacts {
  return deriveFactsWithSight(input).facts;
}
