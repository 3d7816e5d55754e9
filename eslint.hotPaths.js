// The engine's hot paths: what every simulated fight runs for each move, attack and turn
// (`npm run bench -- engine`). There a record by id is copied with withEntry, a plain object
// (encounter, map, combatant) with withMembers and a list with mapped (shared/model/record.ts says
// why and what the bench measured); a spread or a native map there is refused with the helper to use.
export const HOT_PATHS = [
  'shared/engine/{attack,movement,outcomes,reducer,step,turns}.ts',
  'shared/model/{state,board,facts}.ts',
  'shared/systems/*/{attack,attackEvent,attackPlan,attackSetup,harm,movement,round,roundUse,split,stepAside,turnBudget,turnStart}.ts',
];

const why = 'Hot path (npm run bench -- engine): ';

export const hotPathRules = {
  files: HOT_PATHS,
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'ObjectExpression > SpreadElement ~ Property[computed=true]', message: `${why}copy a record with one entry changed by withEntry(rec, key, value), not { ...rec, [key]: value }.` },
      { selector: "ObjectExpression > SpreadElement[argument.property.name=/^(encounter|map)$/]", message: `${why}copy an encounter or its map by withMembers(obj, changes), not a spread.` },
      { selector: "ObjectExpression > SpreadElement[argument.name=/^(enc|encounter|combatant)$/]", message: `${why}copy an encounter or a combatant by withMembers(obj, changes), not a spread.` },
      { selector: "CallExpression[callee.property.name='map'][callee.object.property.name='combatants']", message: `${why}map the combatants with mapped(list, f), not list.map(f).` },
    ],
  },
};
