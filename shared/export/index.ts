// Session log exports: Markdown, self-contained HTML and JSON, for the GM or the players.
export type { ExportOptions } from './markdown';
export { exportMarkdown } from './markdown';
export { exportHtml, renderHtml } from './html';
export { artNames, buildExportDoc } from './exportDoc';
export { exportJson, exportPlayersJson, PLAYER_LOG_FORMAT } from './json';
