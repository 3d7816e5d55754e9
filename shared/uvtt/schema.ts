// The Universal VTT format (`.dd2vtt`, `.uvtt`, `.df2vtt`) as Dungeondraft, DungeonFog, Dungeon
// Alchemist and Arkenforge write it, formats 0.2 and 0.3. Coordinates are in square-grid cells;
// `resolution.pixels_per_grid` turns them into image pixels. Lights and environment are read and
// set aside: a hex battle map has no use for them (the import's notes say so).
import { z } from 'zod';

/** Wall segments accepted in one file: a real map has a few thousand; far more is a broken or hostile file. */
export const MAX_UVTT_SEGMENTS = 20_000;

const coordinate = z.number({ error: 'a number (a coordinate in grid cells)' }).finite({ error: 'a finite number' });
const point = z.object({ x: coordinate, y: coordinate });
const polyline = z.array(point).min(2, { error: 'a wall of at least two points' }).max(MAX_UVTT_SEGMENTS + 1);

export const uvttSchema = z.object({
  format: z.union([z.literal(0.2), z.literal(0.3)], { error: 'format 0.2 or 0.3 (the Universal VTT versions this importer reads)' }),
  resolution: z.object(
    {
      map_origin: point,
      map_size: point,
      pixels_per_grid: z.number({ error: 'a number of pixels' }).positive({ error: 'more than 0 pixels' }).max(2048),
    },
    { error: 'the map resolution: map_origin, map_size and pixels_per_grid' },
  ),
  line_of_sight: z.array(polyline).max(MAX_UVTT_SEGMENTS).optional(),
  objects_line_of_sight: z.array(polyline).max(MAX_UVTT_SEGMENTS).optional(),
  portals: z
    .array(
      z.object({
        position: point,
        bounds: z.tuple([point, point], { error: 'two points, the ends of the portal' }),
        rotation: z.number().optional(),
        closed: z.boolean({ error: 'true or false: whether the portal is closed' }),
        freestanding: z.boolean().optional(),
      }),
    )
    .max(5_000)
    .optional(),
  lights: z.array(z.unknown()).optional(),
  environment: z.unknown().optional(),
  image: z.string({ error: 'the map image as base64 text' }).min(1, { error: 'the map image as base64 text (it is empty)' }),
});

export type UvttFile = z.infer<typeof uvttSchema>;
export type UvttPoint = z.infer<typeof point>;
