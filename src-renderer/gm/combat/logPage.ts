/** How many log entries the fight's log panel draws at first, and how many more each "show earlier" adds. */
export const LOG_PAGE = 150;
