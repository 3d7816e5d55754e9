export { CHANNELS, PLAYER_CHANNELS, isChannel, ipcName, type Channel } from './channels';
export { contract, type Args, type Result, type Reply, type HostApi } from './contract';
export { dispatch, type Handlers } from './dispatch';
export { MENU_COMMANDS, MENU_PUSH, OPEN_PUSH, isMenuCommand, isOpenRequest, type MenuCommand, type ShellBridge } from './menu';
export { KIND_FORMAT, LIBRARY_KINDS, type BodyOfKind, type FormatOfKind, type LibraryKind } from './fileKinds';
