// How a setting is read from the environment: each problem named, never a start on a guess.

export interface SettingReader {
  /** A whole number from `min` (1 by default) to `max`; the fallback when unset. */
  int(name: string, fallback: number, min?: number, max?: number): number;
  /** Seconds (0.5 allowed), as milliseconds; the fallback, in seconds, when unset. */
  seconds(name: string, fallbackS: number): number;
}

export function settingReader(env: NodeJS.ProcessEnv, problems: string[]): SettingReader {
  const raw = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  return {
    int(name, fallback, min = 1, max = Number.MAX_SAFE_INTEGER) {
      const text = raw(name);
      if (text === undefined) return fallback;
      const value = Number(text);
      if (Number.isInteger(value) && value >= min && value <= max) return value;
      problems.push(
        max === Number.MAX_SAFE_INTEGER
          ? `${name} must be a whole number of at least ${min}, got ${JSON.stringify(text)}`
          : `${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`,
      );
      return fallback;
    },
    seconds(name, fallbackS) {
      const text = raw(name);
      if (text === undefined) return fallbackS * 1000;
      const value = Number(text);
      if (Number.isFinite(value) && value > 0 && value <= 3600) return Math.round(value * 1000);
      problems.push(
        `${name} must be a number of seconds above 0 and at most 3600, got ${JSON.stringify(text)}`,
      );
      return fallbackS * 1000;
    },
  };
}

/** An http(s) address, or undefined when unset; anything else is a problem. */
export function httpUrl(name: string, raw: string | undefined, problems: string[]) {
  const text = raw?.trim();
  if (!text) return undefined;
  const protocol = URL.canParse(text) ? new URL(text).protocol : '';
  if (protocol === 'http:' || protocol === 'https:') return text;
  problems.push(`${name} must be an http:// or https:// address, got ${JSON.stringify(text)}`);
  return undefined;
}
