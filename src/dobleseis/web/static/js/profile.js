// This device's player for public play (docs/api.md, Profiles): its name and avatar as the
// others see them, and the profile's secret. Kept in localStorage beside the seats' secrets
// (secrets.js), for the same reasons: a reload finds it, and the secret goes only into the
// Dobleseis-Profile header, never into a link.

const KEY = "dobleseis.profile";

function load() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) || "null");
    return kept && typeof kept === "object" && kept.secret && kept.profile ? kept : null;
  } catch {
    return null;
  }
}

/** This device's PROFILE ({id, name, avatar}), or null before the first public match. */
export const myProfile = () => load()?.profile || null;

/** The profile's secret, or null. */
export const profileSecret = () => load()?.secret || null;

/** Keep `profile` (PROFILE), with its `secret` when a new one was given. */
export function keepProfile(profile, secret = profileSecret()) {
  localStorage.setItem(KEY, JSON.stringify({ profile, secret }));
}

/** Forget the profile here (its secret stopped working: it moved to another device). */
export const dropProfile = () => localStorage.removeItem(KEY);
