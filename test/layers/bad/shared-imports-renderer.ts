// Deliberately broken: shared/ importing the renderer and main.
import { createHost } from '../src-renderer/host/client';
import { createHandlers } from '../src-main/handlers';
export const both = [createHost, createHandlers];
