// The GM window's start-up for every renderer test file, as main.ts runs it before mounting: the
// window's actions and the systems' rooms registered.
import { startGmWindow } from '../../../src-renderer/boot/gmWindow';

startGmWindow();
