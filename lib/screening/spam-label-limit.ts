/** How many of a site's most recent decisions its spam model learns from; older ones are dropped. */
export const spamLabelLimit = 3_000;
