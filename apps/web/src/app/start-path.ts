import { PUBLIC_START_PATHS, loginReturningTo } from '../config/paths';

/**
 * Spec 01 §2: on start, without a stored refresh token, any path but / and
 * /reset-password goes to /, which remembers the path to open once she has signed in. Applied
 * before the first render, so nothing flashes.
 */
export function startPath(location: string, hasToken: boolean): string {
  const pathname = location.split(/[?#]/)[0];
  return hasToken || PUBLIC_START_PATHS.includes(pathname) ? location : loginReturningTo(location);
}
