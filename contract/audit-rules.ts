// The operator console's audit log (操作日志): plain values both sides use (the console bundles this file).

/**
 * How long the audit log keeps a row: 3 years, longer than the 6 months China's Cybersecurity Law (art. 21) asks of
 * network logs, and long enough to answer for a change over a full academic cycle. A daily job deletes older rows.
 */
export const AUDIT_RETENTION_YEARS = 3
