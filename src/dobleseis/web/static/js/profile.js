// This device's player profile (docs/api.md, Profiles): the PROFILE everyone sees ({id, name,
// avatar}) and the profile secret that proves it, kept in localStorage like the seats' secrets.
// The secret goes only into the Dobleseis-Profile header: never into a link or an address.

const KEY = "dobleseis.profile";

/** This device's profile: {profile: PROFILE, secret}, or null when it has none. */
export function myProfile() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) || "null");
    return kept?.secret && kept.profile?.id ? kept : null;
  } catch {
    return null;
  }
}

/** Keep `profile` (PROFILE) and, when given, its new `secret` (made, or brought by a link). */
export function keepProfile(profile, secret = myProfile()?.secret) {
  localStorage.setItem(KEY, JSON.stringify({ profile, secret }));
}

/** The profile no longer holds here (moved to another device, or its secret refused). */
export function forgetProfile() {
  localStorage.removeItem(KEY);
}
