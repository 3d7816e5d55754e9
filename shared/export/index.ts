// Session log exports: Markdown, self-contained HTML and JSON, for the GM or the players.
export type { ExportOptions } from './markdown';
export { exportMarkdown } from './markdown';
export { exportHtml } from './html';
export { exportJson, exportPlayersJson, PLAYER_LOG_FORMAT } from './json';
