export { CHANNELS, isChannel, ipcName, type Channel } from './channels';
export { contract, type Args, type Result, type Reply, type HostApi } from './contract';
export { dispatch, type Handlers } from './dispatch';
