// The page's commands and the views that come back, made of parts of one job each. Every table —
// a match on this device alone or one shared with friends on theirs — is followed through its
// live connection (connection.js): the views the server pushes go into the store, which decides
// the screen (views.js: table, end-of-hand reveal, hot-seat handoff); the player's moves
// (sending.js), takebacks, hints and pauses go out on it (commands.js). The server plays the
// computer seats. HTTP does the rest: creating, joining and listing tables (lobby.js), the
// host's controls, the log, records and replays (records.js), and playing with anyone
// (anyone.js). Commands run one at a time (queue.js).

import { publicPlay } from "./anyone.js";
import { tableCommands } from "./commands.js";
import { tableConnection } from "./connection.js";
import { lobby } from "./lobby.js";
import { commandQueue } from "./queue.js";
import { ratingsPart } from "./ratings.js";
import { reactionsPart } from "./reactions.js";
import { records } from "./records.js";
import { player } from "./player.js";
import { movesSent } from "./sending.js";
import { arrivingViews } from "./views.js";

/** The commands over `store`; `api` is the HTTP API (api.js), `t` the page's words, `say(text)`
 * the live region, `pace(prefs)` the pause between computer moves for a new table (ms).
 *
 * Each part is made with `game`, the whole, and calls the others through it when it runs (a
 * move refused as stale asks the connection for the view again; a table gone goes back to the
 * lobby), so the parts need not import one another. */
export function createGame({ store, api, t, say, pace }) {
  const game = { store, api, t, say, pace };
  const parts = [
    commandQueue,
    arrivingViews,
    tableConnection,
    movesSent,
    tableCommands,
    lobby,
    records,
  ];
  for (const part of [...parts, reactionsPart, ratingsPart, player, publicPlay])
    Object.assign(game, part(game));
  return {
    queue: game.queue,
    banner: game.banner,
    holdNews: game.holdNews,
    act: game.act,
    actAs: game.actAs,
    timeline: game.timeline,
    answer: game.answer,
    nudge: game.nudge,
    hint: game.hint,
    iAm: game.iAm,
    nextHand: game.nextHand,
    reviewed: game.reviewed,
    startMatch: game.startMatch,
    showStart: game.showStart,
    resume: game.resume,
    resumeSaved: game.resumeSaved,
    removeSaved: game.removeSaved,
    replayFile: game.replayFile,
    playFile: game.playFile,
    startReplay: game.startReplay,
    leaveReplay: game.leaveReplay,
    replayStep: game.replayStep,
    replayFailed: game.replayFailed,
    host: game.host,
    removeTable: game.removeTable,
    rejoinLink: game.rejoinLink,
    openInvitation: game.openInvitation,
    claim: game.claim,
    watch: game.watch,
    editProfile: game.editProfile,
    saveProfile: game.saveProfile,
    moveProfile: game.moveProfile,
    playNow: game.playNow,
    fill: game.fill,
    leaveWaiting: game.leaveWaiting,
    openLobby: game.openLobby,
    takePublic: game.takePublic,
    watchPublic: game.watchPublic,
    publish: game.publish,
    react: game.react,
    mute: game.mute,
    chooseBoard: game.chooseBoard,
  };
}
