/**
 * How many log entries the fight's log panel draws at first, and how many more each "show earlier"
 * adds. Every command puts its entry on top and moves all those drawn below it: at 150 that was
 * the largest part of a turn start's layout, pre-paint and paint (about 1.5 ms a turn at a full log)
 * for a panel that shows six or ten entries at a time.
 */
export const LOG_PAGE = 50;
