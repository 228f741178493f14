/**
 * Failures that are not findings on a page: the command exits 2 with the message alone
 * (DESIGN.md: "2 usage, config or internal error"). Anything else thrown is an internal error.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}
