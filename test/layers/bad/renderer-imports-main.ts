// Deliberately broken: the renderer importing main-process code instead of going through host/.
import { createHandlers } from '../src-main/handlers';
export const handlers = createHandlers;
