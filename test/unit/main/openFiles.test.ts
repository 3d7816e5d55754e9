import { describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { filesFromArgv, filesFromInstanceData, isHexfrayFile, libraryIdOf, openDialogFilters, openExternalFile } from '../../../src-main/electron/openFiles';
import { MAX_RECENT, RecentFiles, parseRecentList, recentFile, withRecent } from '../../../src-main/electron/recentFiles';
import { Library } from '../../../src-main/library';

const fixtures = join(__dirname, '..', '..', 'fixtures');
const examples = join(__dirname, '..', '..', '..', 'build', 'examples');

describe('isHexfrayFile', () => {
  it.each([
    ['a.encounter.json', true],
    ['a.session.json', true],
    ['a.character.json', true],
    ['C:\\Maps\\A.ENCOUNTER.JSON', true],
    ['.encounter.json', false],
    ['a.json', false],
    ['a.encounter.json.bak', false],
    ['notes.txt', false],
  ])('%s -> %s', (name, expected) => {
    expect(isHexfrayFile(name)).toBe(expected);
  });
});

describe('filesFromArgv', () => {
  it('takes Hexfray files from a Linux command line, resolving relative paths, skipping the executable and flags', () => {
    const argv = ['/opt/Hexfray/hexfray', '--no-sandbox', '--library', '/data/lib.encounter.json', 'maps/ford.encounter.json', '/home/gm/ridge.session.json', 'notes.txt', '--original-process-start-time=1234'];
    expect(filesFromArgv(argv, '/home/gm', 'linux')).toEqual(['/home/gm/maps/ford.encounter.json', '/home/gm/ridge.session.json']);
  });

  it('reads Windows paths with backslashes and drive letters', () => {
    const argv = ['C:\\Program Files\\Hexfray\\Hexfray.exe', 'D:\\Games\\Ford.Encounter.json', '..\\hero.character.json', '--allow-file-access-from-files'];
    expect(filesFromArgv(argv, 'C:\\Users\\gm\\Desktop', 'win32')).toEqual(['D:\\Games\\Ford.Encounter.json', 'C:\\Users\\gm\\hero.character.json']);
  });

  it('reads file:// URLs, as Linux desktop entries pass them', () => {
    const url = pathToFileURL('/home/gm/My Maps/ford.encounter.json').href;
    expect(filesFromArgv(['hexfray', url], '/', 'linux')).toEqual(['/home/gm/My Maps/ford.encounter.json']);
  });

  it('ignores the development launch (electron .) and anything that is not a Hexfray file', () => {
    expect(filesFromArgv(['/usr/bin/electron', '.', 'out/main/main.cjs', 'package.json'], '/work', 'linux')).toEqual([]);
  });

  it('lists a file once even if given twice', () => {
    expect(filesFromArgv(['hexfray', 'a.encounter.json', './a.encounter.json'], '/x', 'linux')).toEqual(['/x/a.encounter.json']);
  });
});

describe('filesFromInstanceData', () => {
  it('keeps absolute Hexfray paths only', () => {
    expect(filesFromInstanceData({ files: ['/a/b.encounter.json', 'relative.encounter.json', '/etc/passwd', 42] })).toEqual(['/a/b.encounter.json']);
  });
  it.each([[null], [undefined], ['text'], [{}], [{ files: 'x' }]])('gives null for %j (the argv is read instead)', (data) => {
    expect(filesFromInstanceData(data)).toBeNull();
  });
});

describe('libraryIdOf', () => {
  it('finds the id of a file in a kind folder of the library', () => {
    expect(libraryIdOf('/lib', '/lib/encounters/ford.encounter.json', path.posix)).toBe('encounters/ford.encounter.json');
  });
  it('works with Windows paths', () => {
    expect(libraryIdOf('C:\\Users\\gm\\Documents\\Hexfray', 'C:\\Users\\gm\\Documents\\Hexfray\\sessions\\s.session.json', path.win32)).toBe('sessions/s.session.json');
  });
  it.each([
    ['outside the library', '/elsewhere/ford.encounter.json'],
    ['in the library root itself', '/lib/ford.encounter.json'],
    ['in an unknown folder', '/lib/exports/ford.encounter.json'],
    ['too deep', '/lib/encounters/old/ford.encounter.json'],
    ['in the trash', '/lib/.trash/ford.encounter.json'],
    ['beside the library with a similar name', '/library/encounters/ford.encounter.json'],
  ])('gives null for a file %s', (_name, p) => {
    expect(libraryIdOf('/lib', p, path.posix)).toBeNull();
  });
});

describe('openDialogFilters', () => {
  it('offers the three Hexfray kinds, and plain .json on macOS which matches only the last extension', () => {
    expect(openDialogFilters('linux')[0]!.extensions.sort()).toEqual(['character.json', 'encounter.json', 'session.json']);
    expect(openDialogFilters('darwin')[0]!.extensions).toEqual(['json']);
  });
});

describe('openExternalFile (a real library in a temp folder)', () => {
  const setup = () => {
    const base = mkdtempSync(join(tmpdir(), 'hexfray-open-'));
    const library = new Library(join(base, 'lib'));
    const outside = join(base, 'downloads');
    mkdirSync(outside);
    return { base, library, outside };
  };

  it('imports a file from outside and gives its new library id', async () => {
    const { library, outside } = setup();
    const file = join(outside, 'ford.encounter.json');
    copyFileSync(join(examples, 'ambush-at-the-ford.encounter.json'), file);
    const r = await openExternalFile(library, file);
    expect(r).toMatchObject({ ok: true, imported: true });
    if (!r.ok) return;
    expect(r.id).toMatch(/^encounters\/.+\.encounter\.json$/);
    expect((await library.open(r.id)).ok).toBe(true);
  });

  it('opens a file already in the library in place, without copying it', async () => {
    const { library, outside } = setup();
    const imported = await openExternalFile(library, join(examples, 'wolves-on-the-ridge.session.json'));
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    const again = await openExternalFile(library, join(library.root, ...imported.id.split('/')));
    expect(again).toEqual({ ...imported, imported: false });
    expect(readdirSync(join(library.root, 'sessions')).filter((f) => f.endsWith('.json'))).toHaveLength(1);
    expect(readdirSync(outside)).toEqual([]);
  });

  it('reuses the earlier copy of an unchanged outside file, and imports it anew once it changed', async () => {
    const { library, base, outside } = setup();
    const file = join(outside, 'ford.encounter.json');
    copyFileSync(join(examples, 'ambush-at-the-ford.encounter.json'), file);
    const recent = new RecentFiles(recentFile(base));
    const first = await openExternalFile(library, file, recent);
    if (!first.ok) throw new Error(first.message);
    recent.add({ id: first.id, name: first.name, source: file });
    expect(await openExternalFile(library, file, recent)).toMatchObject({ ok: true, id: first.id, imported: false });
    copyFileSync(join(fixtures, 'encounter.v2.json'), file);
    const changed = await openExternalFile(library, file, recent);
    expect(changed).toMatchObject({ ok: true, imported: true });
    expect(changed.ok && changed.id).not.toBe(first.id);
  });

  it('refuses a broken file with a message naming it, and copies nothing', async () => {
    const { library, outside } = setup();
    const file = join(outside, 'broken.encounter.json');
    writeFileSync(file, '{"format": "hexfray/encounter", "version": 2, "name": ');
    const r = await openExternalFile(library, file);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain('broken.encounter.json');
    const listed = await library.list('encounters');
    expect(listed.ok && listed.entries).toEqual([]);
  });

  it('refuses a file that is not a Hexfray file, and a missing one', async () => {
    const { library, outside } = setup();
    writeFileSync(join(outside, 'notes.txt'), 'hello');
    expect(await openExternalFile(library, join(outside, 'notes.txt'))).toMatchObject({ ok: false });
    expect(await openExternalFile(library, join(outside, 'gone.encounter.json'))).toMatchObject({ ok: false });
  });
});

describe('recent list', () => {
  const item = (n: number) => ({ id: `encounters/e${n}.encounter.json`, name: `Encounter ${n}` });

  it('keeps the newest first, each file once, at most MAX_RECENT', () => {
    let list = [] as ReturnType<typeof withRecent>;
    for (let n = 0; n < 15; n++) list = withRecent(list, item(n));
    list = withRecent(list, item(10));
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]).toEqual(item(10));
    expect(list.filter((i) => i.id === item(10).id)).toHaveLength(1);
    expect(list.map((i) => i.name)).not.toContain('Encounter 4');
  });

  it('keeps the source an item was imported from when it is reopened from the library', () => {
    const list = withRecent([{ ...item(1), source: '/home/gm/e1.encounter.json' }], item(1));
    expect(list[0]!.source).toBe('/home/gm/e1.encounter.json');
  });

  it.each([
    ['missing', undefined],
    ['broken JSON', '[{"id": '],
    ['not a list', '{"id": "encounters/a.encounter.json"}'],
  ])('loads an empty list from a %s file', (_name, text) => {
    expect(parseRecentList(text)).toEqual([]);
  });

  it('drops every malformed item on load and keeps the good ones', () => {
    const text = JSON.stringify([
      item(1),
      { id: '../../etc/passwd', name: 'escape' },
      { id: '/etc/passwd', name: 'absolute' },
      { id: 'secrets/a.json', name: 'unknown kind' },
      { id: 'encounters/.hidden.json', name: 'hidden' },
      { id: 'encounters/b.encounter.json', name: '' },
      { id: 'encounters/c.encounter.json', name: 42 },
      { id: 'encounters/d.encounter.json', name: 'relative source', source: 'downloads/d.encounter.json' },
      { id: 'encounters/e.encounter.json', name: 'source not a Hexfray file', source: '/etc/shadow' },
      item(1),
      'just text',
      null,
      item(2),
    ]);
    expect(parseRecentList(text)).toEqual([
      item(1),
      { id: 'encounters/d.encounter.json', name: 'relative source' },
      { id: 'encounters/e.encounter.json', name: 'source not a Hexfray file' },
      item(2),
    ]);
  });

  it('caps a long saved list', () => {
    const text = JSON.stringify(Array.from({ length: 30 }, (_, n) => item(n)));
    expect(parseRecentList(text)).toHaveLength(MAX_RECENT);
  });

  it('persists changes in order and reports them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexfray-recent-'));
    const seen: number[] = [];
    const recent = new RecentFiles(recentFile(dir), (items) => seen.push(items.length));
    recent.add(item(1));
    recent.add(item(2));
    recent.add({ id: 'not an id', name: 'x' });
    recent.remove(item(1).id);
    await recent.flushed();
    expect(seen).toEqual([1, 2, 1]);
    expect(new RecentFiles(recentFile(dir)).items).toEqual([item(2)]);
    recent.clear();
    await recent.flushed();
    expect(new RecentFiles(recentFile(dir)).items).toEqual([]);
  });
});
