/**
 * An author's `socials`: handles on known platforms become profile URLs, full URLs stay as they
 * are (Docusaurus's rules and URL shapes).
 */

const PLATFORMS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (h) => `mailto:${h}`,
};

/** Socials as profile URLs, keyed by platform (lower case); problems say which value to fix. */
export function normalizeSocials(socials: Record<string, string | number>): { socials: Record<string, string>; problems: string[] } {
  const out: Record<string, string> = {};
  const problems: string[] = [];
  for (const [rawKey, rawValue] of Object.entries(socials)) {
    const key = rawKey.toLowerCase();
    const value = String(rawValue).trim();
    if (/^(https?:\/\/|mailto:)/i.test(value)) {
      out[key] = value;
    } else if (value.includes('/')) {
      problems.push(`socials.${rawKey} "${value}" is neither a handle nor a full URL; write the handle alone or a URL starting with https://`);
    } else {
      const toUrl = PLATFORMS[key];
      out[key] = toUrl ? toUrl(value) : value;
    }
  }
  return { socials: out, problems };
}
