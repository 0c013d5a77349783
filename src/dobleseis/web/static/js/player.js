// This device's player for public play (docs/api.md, Profiles): made on its first use (what
// waited for it then goes on), changed, moved to another device by a one-time link, and taken
// here from such a link. Kept on the device by profile.js; the panel is profilepanel.js.

import { ApiError, unreachable } from "./api.js";
import { forgetProfile, keepProfile, myProfile } from "./profile.js";

/** The player of `game` (game.js). */
export function player(game) {
  const { store, api, t, say } = game;
  const get = store.get;

  /** The avatars and settings of the server (GET /api/public), read once. */
  async function catalog() {
    if (!get().catalog) store.update({ catalog: await api.publicPlay() });
    return get().catalog;
  }

  /** Open this device's player: to make it (`then`: what to do once it is made), or change it. */
  function editProfile(then = null) {
    game.queue(async () => {
      await catalog();
      store.update({ profileEdit: { then }, profileLink: null });
    });
  }

  /** Make or change the profile: `name`, `avatar`; then what was waiting for it, else, on the
   * start screen, the ratings again (its card and the leaderboard's row are the profile's). Why
   * the server would not (a name it refuses, the server out of reach) is said by
   * `refused(words, code)` in the panel still open: the banner that says it elsewhere lies under
   * the panel, unseen. */
  function saveProfile(name, avatar, refused) {
    const then = get().profileEdit?.then;
    game.queue(async () => {
      try {
        if (myProfile()) {
          const { profile } = await api.changeProfile({ name, avatar });
          keepProfile(profile);
        } else {
          const { profile, secret } = await api.makeProfile({ name, avatar });
          keepProfile(profile, secret);
        }
      } catch (error) {
        if (!(error instanceof ApiError) || !get().profileEdit) throw error;
        const words = error.status === 0 ? unreachable(t) : t.errorPrefix + error.text(t);
        return refused(words, error.code);
      }
      store.update({ profile: myProfile().profile, profileEdit: null, profileNews: "" });
      say(t.anyone.profileSaved);
      if (then)
        then(); // not awaited: it queues its own work, after this
      else if (get().screen === "start") await game.loadRatings();
    });
  }

  /** A one-time link that moves the profile to another device. */
  function moveProfile() {
    game.queue(async () => store.update({ profileLink: await api.profileLink() }));
  }

  /** A link that moved a profile here (`/#profile=TOKEN`): this device plays as it now. What
   * came of it shows on the start screen's card, and is said in the page's live region, there
   * from the page's start: the card comes with its words in it, which a screen reader may never
   * read out. */
  function takeProfile(token) {
    game.queue(async () => {
      try {
        const { profile, secret } = await api.takeProfile(token);
        keepProfile(profile, secret);
        const news = () => t.anyone.profileMoved(profile.name);
        store.update({ profile: myProfile().profile, profileNews: news });
        say(news());
      } catch (error) {
        if (!(error instanceof ApiError && error.code === "bad_profile_link")) throw error;
        store.update({ profileNews: () => t.anyone.profileLinkUsed });
        say(t.anyone.profileLinkUsed);
      }
    });
  }

  /** Run `task` with a profile: made first, on its first use. */
  const withProfile = (task) => (myProfile() ? task() : editProfile(task));

  /** The profile moved to another device: this one forgets it. */
  function profileGone() {
    forgetProfile();
    store.update({ profile: null });
  }

  return { editProfile, saveProfile, moveProfile, takeProfile, profileGone, withProfile };
}
