import { describe, expect, it } from 'vitest';
import type { IpcMain } from 'electron';
import { registerIpc, isTrustedSender } from '../../../src-main/electron/ipc';
import { testHandlers } from './handlersFixture';
import { CHANNELS, dispatch, ipcName } from '../../../shared/ipc';

// Electron is mocked only at its edge: a fake ipcMain that records the registered handlers.
function fakeIpcMain() {
  const handlers = new Map<string, (event: unknown, args: unknown) => unknown>();
  const ipcMain = { handle: (name: string, fn: (event: unknown, args: unknown) => unknown) => handlers.set(name, fn) };
  return { ipcMain: ipcMain as unknown as IpcMain, handlers };
}

const ourFrame = { senderFrame: { url: 'hexfray://app/index.html', parent: null } };

describe('IPC registration', () => {
  const { handlers } = testHandlers('electron', '1.2.3');

  it('registers exactly one handler per contract channel', () => {
    const fake = fakeIpcMain();
    registerIpc(fake.ipcMain, handlers);
    expect([...fake.handlers.keys()].sort()).toEqual(CHANNELS.map(ipcName).sort());
  });

  it('answers our own top frame', async () => {
    const fake = fakeIpcMain();
    registerIpc(fake.ipcMain, handlers);
    const reply = await fake.handlers.get(ipcName('app.version'))!(ourFrame, []);
    expect(reply).toEqual({ ok: true, value: { name: 'Hexfray', version: '1.2.3', host: 'electron' } });
  });

  it('refuses a foreign page and a sub-frame', async () => {
    const fake = fakeIpcMain();
    registerIpc(fake.ipcMain, handlers);
    const call = fake.handlers.get(ipcName('app.version'))!;
    expect(await call({ senderFrame: { url: 'https://evil.example/', parent: null } }, [])).toMatchObject({ ok: false });
    expect(await call({ senderFrame: { url: 'hexfray://app/index.html', parent: {} } }, [])).toMatchObject({ ok: false });
    expect(await call({ senderFrame: null }, [])).toMatchObject({ ok: false });
  });

  it('trusts only the app origin', () => {
    expect(isTrustedSender(ourFrame as never)).toBe(true);
    expect(isTrustedSender({ senderFrame: { url: 'hexfray://app.evil/index.html', parent: null } } as never)).toBe(false);
    expect(isTrustedSender({ senderFrame: { url: 'file:///etc/passwd', parent: null } } as never)).toBe(false);
  });
});

describe('dispatch validates every payload', () => {
  const { handlers } = testHandlers('web', '0.1.0');
  it.each([
    ['unknown channel', 'fs.readAnything', []],
    ['arguments not an array', 'app.version', { path: '/etc/passwd' }],
    ['extra arguments', 'app.version', ['surprise']],
    ['channel not a string', 42, []],
    ['a library id with a path in it', 'library.open', ['../../etc/passwd']],
    ['an absolute path as id', 'library.open', ['/etc/passwd']],
    ['a wrong kind', 'library.list', ['secrets']],
    ['a save with unknown options', 'library.save', ['encounters', {}, { path: '/tmp/x' }]],
    ['a restore with a path', 'library.restore', ['../../x']],
  ])('refuses %s with a message', async (_name, channel, args) => {
    const reply = await dispatch(handlers, channel, args);
    // Either the contract refuses the payload, or the library does (its ids are checked again).
    const refused = !reply.ok || (reply.value as { ok?: boolean }).ok === false;
    expect(refused).toBe(true);
    const message = reply.ok ? (reply.value as { error: { message: string } }).error.message : reply.error;
    expect(message.length).toBeGreaterThan(5);
  });
});
