// Every word the client shows or says, in English. A translation (es.js, ht.js, ...) is a module
// with exactly these keys and message functions of the same arity; index.js picks one. No other
// module holds user-facing text. Numbers and plurals go through Intl, and a message with a
// number is one function, so that each language words it in its own order.

import {
  capitalIn,
  counter,
  former,
  NAMES,
  partnerOf,
  percent,
  quote,
  score,
  turnSaid,
} from "./shared.js";

// A team as the viewer sees it (teams.js, `sides().of`): {team, role: "us" | "them" | null,
// seats, names, players, computers}. Without a side (a spectator, a replay, rivals sharing a
// device) it is named by its players where the table's have names (`players`, `names` when both
// gave one), else by its seats; a sentence names it as the score does (`players`: "the team of
// Ana and seat 3", as the score's "Ana & seat 3").
const pair = (side) => `${side.seats[0]} & ${side.seats[1]}`;
const tag = (side) =>
  side.role === "us"
    ? "Us"
    : side.role === "them"
      ? "Them"
      : side.names
        ? `${side.names[0]} & ${side.names[1]}`
        : `Seats ${pair(side)}`;
const team = (side) =>
  side.role === "us"
    ? "your team"
    : side.role === "them"
      ? "the other team"
      : side.players
        ? crew(side)
        : `the team of seats ${side.seats[0]} and ${side.seats[1]}`;
// a team in the facts of a saved match: "us 2", "seats 1 & 3: 2"
const saved = (side) =>
  side.role === "us"
    ? "us"
    : side.role === "them"
      ? "them"
      : `${side.names ? side.names.join(" & ") : `seats ${pair(side)}`}:`;
// A team the score names by its players (teams.js `players`, where the table's players have
// names): "you" (this device's seat, named or not), a name, "the computer", "your partner", a
// seat's number; "the computers" for two.
const member = (p) =>
  p.you
    ? "you"
    : (p.name ?? (p.computer ? "the computer" : p.mate ? "your partner" : `seat ${p.seat}`));
const members = (side) => (side.computers ? "the computers" : side.players.map(member).join(" & "));
// the same team in a sentence: "the team of Ana and seat 3", "the computers' team"
const crew = (side) =>
  side.computers ? "the computers' team" : `the team of ${side.players.map(member).join(" and ")}`;
const neutral = (t) => team({ role: null, seats: t === "13" ? [1, 3] : [2, 4] });
// A seat as a sentence names it (teams.js, `sides().seat`): {seat, name}, `name` the one its
// player gave, or null when the seat is said by its number.
const who = (p) => p.name ?? `seat ${p.seat}`;
const Who = (p) => p.name ?? `Seat ${p.seat}`;
/** A seat as the status line names it: your partner (`mate`) without a name is "Your partner". */
const Mate = (p, mate) => (mate && !p.name ? "Your partner" : Who(p));
// A seat as the table's sentences name it on a device holding one seat (teams.js `sides`): its
// own seat (`p.you`) "you", named or not, its partner's (`p.mate`) "your partner" where its
// player gave no name; `does(p, you, other)`, the words for "you" or for anyone else.
const whom = (p) => (p.you ? "you" : p.mate ? "your partner" : who(p));
const Whom = (p) => (p.you ? "You" : Mate(p, p.mate));
const does = (p, you, other) => (p.you ? you : other);
// A seat a refusal names (`f.named`, api.js), as the table's sentences do; `whose`, `yours`,
// its possessive; `place`, the seat itself ("your seat", "Ana's seat", "seat 2").
const whose = (p) => (p.you ? "your" : p.mate ? "your partner's" : `${who(p)}'s`);
const yours = (p) => (p.you ? "yours" : whose(p));
const place = (p) => (p.you || p.mate || p.name ? `${whose(p)} seat` : `seat ${p.seat}`);
const itself = (p) => (p.you ? "yourself" : p.mate || p.name ? "themselves" : "itself");
// A seat a hint's reasons name (`reasons`): an opponent by name, else by where it sits from the
// player ("the player on your right"), else by number; the partner "your partner" (", Ana,").
const rival = (p) =>
  p.name ?? (p.at === "left" || p.at === "right" ? `the player on your ${p.at}` : `seat ${p.seat}`);
const partnerNamed = (p) => (p.name ? `your partner, ${p.name},` : "your partner");
const cap = capitalIn("en");
// a team in the score at the end of a hand and in the score sheet: as the score bar names it
// (`teamScore`), by its players where the table's have names, else its tag
const scored = (side) => (side.players ? cap(members(side)) : tag(side));
// the ends a play leaves; one number at both is said once ("the 4 at both ends")
const theEnds = ([a, b]) => (a === b ? `the ${a} at both ends` : `the ends ${a} and ${b}`);
// the seats a request waits for: by name where one has a name, else "seats 2 and 4"
const waitingFor = (ps) =>
  ps.some((p) => p.name || p.mate)
    ? and(ps.map(whom))
    : `${form(ps.length, "seat", "seats")} ${and(ps.map((p) => p.seat))}`;
// the match a new match stops, at its score, and where it is kept
const stopsAt = (sides, score) =>
  `This match stops at ${scored(sides[0])} ${score[0]}, ${scored(sides[1])} ${score[1]}, and stays in Your matches to replay.`;
const numbers = (ns) => ns.map((n) => `${n}s`).join(" and ");
const pct = percent("en");
const count = counter("en");
const form = former("en");
const or = (xs) => new Intl.ListFormat("en", { type: "disjunction" }).format(xs.map(String));
const and = (xs) => new Intl.ListFormat("en", { type: "conjunction" }).format(xs.map(String));
const doing = { accept: "accept", choose: "choose", play: "play" }; // what a phase waits for
const side = { left: "left", right: "right" };
// A Haiti choice of seat `p` a redo made again, after the words that say who made it so
// (`said.redoneAccept`, `said.agreedRedoneAccept`...): a deal accepted, a redeal, who opens (`o`)
const acceptsAgain = (p) => `${whom(p)} ${does(p, "accept", "accepts")} the deal again.`;
const redealsAgain = (p) =>
  `${whom(p)} ${does(p, "request", "requests")} a redeal again; the new deal is back.`;
const opensAgain = (p, o) =>
  p.seat === o.seat
    ? `${whom(p)} ${does(p, "choose", "chooses")} to open again.`
    : p.you
      ? `you ask your partner${o.name ? `, ${o.name},` : ""} to open again.`
      : `${whom(p)} asks ${o.you || p.mate ? whom(o) : `partner ${who(o)}`} to open again.`;

export const en = {
  lang: "en",
  locale: "en", // for dates and numbers (Intl)
  // the short months, January first, of a language Intl cannot write dates in (none: Intl's)
  months: [],
  appTitle: "Doble Seis",
  tagline: "Caribbean partnership dominoes",

  // start screen
  startHeading: "New match",
  game: "Game",
  // Each game in one block: its name, two sentences about it (RULES.md), its goal, what a won
  // hand adds to the score, its celebrations (celebrate.js; `won`: true for us, false for them,
  // null taking no side; a Chiva match is always won 4–0, a Chiva: RULES.md §2.6), and its rules
  // panel, faithful to RULES.md in plain words. A new rule set is one more block here.
  games: {
    chiva: {
      title: "Chiva (Puerto Rico)",
      about:
        "Partners sit opposite and take turns matching a tile to an end of the line; a team wins the hand when one of its players goes out, or, when nobody can play, when its two hands hold fewer pips. A win counts only while the other team has 0, otherwise both scores go back to 0: the first team to reach 4–0 wins the match.",
      toWin: "First to 4–0 wins",
      scoring: (w) => `${cap(team(w))} adds 1 to its streak.`,
      cheers: {
        match: {
          title: (won) => (won === false ? "Chiva for the other team" : "Chiva!"),
          text: (w, final) =>
            w.role === "us"
              ? `${final}: a Chiva for you and your partner!`
              : `${final}: ${cap(team(w))} wins the match with a Chiva.`,
        },
      },
      rules: [
        {
          title: "The tiles and the seats",
          items: [
            "A double-six set: 28 tiles, each dealt out, 7 to each of the four players. Nobody ever draws.",
            "Partners sit opposite: seats 1 and 3 play against seats 2 and 4. Turns go 1, 2, 3, 4.",
          ],
        },
        {
          title: "Playing a hand",
          items: [
            "The first hand of a match, and the hand after a tie, opens with 6-6: whoever holds it must play it.",
            "Otherwise the player who went out last time leads with any tile; after a block, the lighter member (fewer pips) of the team that won the block leads, the lower seat if equal. The lead never goes to the partner.",
            "Play a tile whose number matches an open end of the line. A double is laid crosswise; the line never branches.",
            "If you can play, you must. If you can't, you pass, and everyone learns that you hold neither end number.",
          ],
        },
        {
          title: "How a hand ends",
          items: [
            "Domino: a player plays their last tile; their team wins the hand.",
            "Block: nobody can play. Each team adds its two players' pips; the lower total wins. Equal totals are a tie: nothing changes.",
            "If the last tile also blocks the line, it counts as a domino.",
          ],
        },
        {
          title: "Scoring: the streak",
          items: [
            "Only won hands count, never pips, doubles or special last tiles.",
            "If the losing team has 0, the winners add 1 to their streak.",
            "If the losing team had a streak, both scores go back to 0 and the winners get nothing for that hand.",
            "A tie changes nothing. The first team to reach 4–0 wins the match.",
            "Five or more doubles never void a hand in Chiva.",
          ],
        },
      ],
    },
    haiti: {
      title: "Haiti (Dékabès)",
      about:
        "The same partnership game, but each player first accepts the deal (five doubles or more give the right to a redeal), and a blocked hand goes to the team holding the lightest single hand. A win scores 1 point, a tie makes the next win count double, going out with a tile that fits both ends (a Dékabès) scores double, and the first team to 4 points wins.",
      toWin: "First to 4 points wins",
      scoring: (w, pts) => `${cap(team(w))} scores ${count(pts, "point", "points")}.`,
      cheers: {
        match: {
          title: (won) => (won === true ? "Victory!" : won === false ? "Match lost" : "Match over"),
          text: (w, final) =>
            w.role === "us"
              ? `You and your partner win the match, ${final}!`
              : `${cap(team(w))} wins the match, ${final}.`,
        },
        dekabes: {
          title: (won) => (won === false ? "Dékabès for the other team" : "Dékabès!"),
          text: (p, w, pts) =>
            `${Whom(p)} went out with a tile that fits both ends: ${count(pts, "point", "points")} for ${team(w)}.`,
        },
      },
      rules: [
        {
          title: "The tiles and the seats",
          items: [
            "A double-six set: 28 tiles, 7 to each of the four players. Nobody ever draws.",
            "Partners sit opposite: seats 1 and 3 play against seats 2 and 4. Turns go 1, 2, 3, 4.",
          ],
        },
        {
          title: "The deal",
          items: [
            "After each deal every player looks at their tiles in private and accepts them.",
            "A player with five or more doubles may instead request a redeal: all 28 tiles are shuffled and dealt again. It is a right, never automatic. Computer players always use it.",
          ],
        },
        {
          title: "Who opens",
          items: [
            "The first hand of a match opens with 6-6, played by whoever holds it.",
            "After a win, the winning team chooses which of its two players opens, with any tile. The choice is made by its player with the fewest pips left, the lower seat if equal, who sees only their own tiles. After a domino that is the one who went out, unless the partner holds only 0-0: both have 0 pips, so the lower seat chooses.",
            "After a tie, the team that opened the tied hand chooses again; the player who opened it decides.",
          ],
        },
        {
          title: "Playing a hand",
          items: [
            "Play a tile whose number matches an open end of the line. A double is laid crosswise; the line never branches.",
            "If you can play, you must. If you can't, you pass, and everyone learns that you hold neither end number.",
            "Domino: a player plays their last tile; their team wins the hand.",
            "Block: nobody can play. Each team's lightest hand is compared (partners' totals don't count); the lower wins. Equal is a tie.",
          ],
        },
        {
          title: "Scoring",
          items: [
            "A domino or a won block scores the base: 1 point, or 2 after a tie.",
            "Dékabès: going out with a tile that is not a double and that would have fitted both open ends (equal ends count too). It scores double: 2 points, or 4 after a tie.",
            "A tie keeps both scores and makes the next win count double (never more than double).",
            "The winners add their points; only the losing team goes back to 0.",
            "The match ends as soon as a team has 4 points or more.",
          ],
        },
      ],
    },
  },
  // the rules panel's last section, the same for every game
  atTable: {
    title: "At this table",
    items: [
      "Picking a tile or asking for a hint only shows a move; nothing is played until you confirm it.",
      "The computer players and the hints know only their own tiles and what everyone has seen.",
      "While the rules or the log are open, the computer players wait.",
      "Undo goes back to your previous decision, with the computer replies since; Redo brings back exactly the same moves.",
      "Restart hand plays the same deal again with the score from before the hand.",
      "All four hands are shown only when the hand is over. No timer, no betting.",
    ],
  },
  seatsHeading: "Who sits where",
  seatLabel: (s) => `Seat ${s}`,
  seatHint: (s) => `partner of seat ${partnerOf(s)}`,
  human: "Human",
  computer: "Computer",
  level: "Computer level",
  levels: { random: "Easy", basic: "Medium", strong: "Hard" },
  // the first visit's question (welcome.js), and what each level means
  firstVisitTitle: "Welcome! How well do you play?",
  firstVisitText:
    "The computer plays the other seats. Choose how strongly; you can change it at any time.",
  levelAbout: {
    random: "New to dominoes: the computer plays any tile that fits.",
    basic: "You know the game: the computer follows good habits.",
    strong: "You play to win: the computer reads the table and plays its best.",
  },
  levelChosen: (name) => `Level: ${name}. You can change it below or in Settings.`,
  seed: "Seed (optional)",
  seedHelp:
    "Leave empty for a random deal (its seed is shown when the match ends). The same seed replays the same deals.",
  startButton: "Start",
  seedInvalid: "A seed is a whole number from 0 to 340282366920938463463374607431768211455.",

  // playing with friends, each on their own device (start screen, the table's panel)
  friendsHeading: "Play with friends",
  friendsHelp:
    "Each friend plays on their own phone or computer: invite them with a link, a code or a QR code.",
  seatKinds: { here: "Here, on this device", invited: "A friend (invited)", computer: "Computer" },
  hintsAllowed: "Hints allowed at the table",
  createTable: "Create the table",
  friendsSeed: "Seed of the deals (optional)",
  friendsNeedInvited: "Invite at least one friend, or start a match on this device above.",
  joinHeading: "Join a table",
  joinHelp: "Type the code a friend reads out to you, or open the link they sent.",
  codeLabel: "Code",
  findTable: "Find the table",
  codeInvalid: "A code is 8 letters and digits, like K7QM-4PXR.",
  joinTitle: (game) => `Join a table: ${game}`,
  joinFree: "Choose a free seat. Your name is optional: the others see it beside your seat.",
  joinNone: "Every seat is taken. You can watch; if the host frees a seat, you can take it here.",
  nameLabel: "Your name (optional)",
  nameAtSeat: (s) => `Name of the player at seat ${s} (optional)`,
  takeSeat: (s) => `Take seat ${s}`,
  watchTable: "Just watch",
  takeFreeHeading: "A seat is free",
  inviteHeading: "Invite your friends",
  inviteHelp:
    "Send them the link, show them the QR code, or read the code out: they open Doble Seis and type it.",
  inviteCode: "Code: ",
  inviteLink: "Link",
  inviteQr: (code) => `QR code of the invitation link (code ${code})`,
  copyLink: "Copy the link",
  linkCopied: "Link copied.",
  codeSpoken: (code) => code.split("").join(" "),
  tableButton: "Table",
  tableTitle: "Who is at the table",
  waitingHost: "Waiting for the host to start the match.",
  lobbyHeading: (game) => `${game}: the table is being set`,
  seatsFree: (n) => `${count(n, "seat is", "seats are")} still free.`,
  startTable: "Start the match",
  startFill: "Start, the computer playing the free seats",
  // Who partners whom, in the lobby (partners.js): each team is two of {you}, {name},
  // {computer}, {free} (a seat still free) or {seat}, the device's own team first.
  partners: (us, them) => {
    const who = (w) =>
      w.you
        ? "you"
        : w.name ||
          (w.computer ? "the computer" : w.free ? "a friend still to come" : `seat ${w.seat}`);
    const duo = ([a, b]) =>
      a.computer && b.computer
        ? "two computer players"
        : a.free && b.free
          ? "two friends still to come"
          : and([who(a), who(b)]);
    return `${cap(duo(us))} play together against ${duo(them)}.`;
  },
  deleteTable: "Delete the table",
  confirmDeleteTableTitle: "Delete this table?",
  confirmDeleteTableText: "The match is removed for everyone at the table, for good.",
  releaseSeat: "Release the seat",
  toComputer: "Let the computer play",
  giveBack: "Give the seat back",
  hintsOn: "Hints are allowed at this table.",
  hintsOffNote: "Hints are not allowed at this table.",
  allowHints: "Allow hints",
  forbidHints: "Turn hints off",
  seatWho: (s, name) => (name ? `${name}, seat ${s}` : `Seat ${s}`),
  seatState: {
    free: "free: waiting for a friend",
    here: "on this device",
    yours: "you",
    connected: "connected",
    away: "away",
    awayWaits: "away: the table waits", // the table waits for this seat now
    computer: "the computer plays",
  },
  pausedBy: (panel) => (panel === "rules" ? "reading the rules" : "reading the log"),
  rejoinButton: "Play my seat on another device",
  rejoinHelp:
    "Open this link on the other device: your seat moves there, and this device no longer plays it. Keep it to yourself.",
  rejoinLabel: (s) => `Rejoin link for seat ${s}`,
  copyRejoin: "Copy the rejoin link",
  rejoinCopied: "Rejoin link copied.",
  reconnecting: "Connection lost: reconnecting…",
  offerKinds: {
    undo: "undo the last move",
    redo: "redo the move undone",
    restart: "restart the hand",
    new_match: "start a new match",
  },
  // `p`: a seat as sentences name it (see `who` above); `ps`: several
  offerBy: (kind, p) => `${Whom(p)} asks to ${en.offerKinds[kind]}.`,
  // a request this device is asked to answer, saying what it would do, so that its player can
  // judge it: take back `mover`'s `tile` (`mover` may be the asker `p`: "their"), or another
  // choice (`what`: the log's sentence for it); play `mover`'s `tile` again, or make another
  // choice again (a pass, a Haiti one: `what`); restart hand `n`, the one under way; start a
  // new match, which stops this one at `score` (the teams `sides`, as the score names them)
  offerUndo: (p, mover, tile) =>
    `${Whom(p)} asks to take back ${mover.seat === p.seat ? "their" : whose(mover)} ${tile}.`,
  offerUndoMove: (p, what) => `${Whom(p)} asks to take back this move: ${what}`,
  offerRedo: (p, mover, tile) =>
    mover.seat === p.seat
      ? `${Whom(p)} asks to play their ${tile} again.`
      : `${Whom(p)} asks for ${whose(mover)} ${tile} to be played again.`,
  offerRedoMove: (p, what) => `${Whom(p)} asks to redo this move: ${what}`,
  offerRestart: (p, n) => `${Whom(p)} asks to restart hand ${n}, the hand being played now.`,
  offerNewMatch: (p, sides, score) =>
    `${Whom(p)} asks to start a new match. ${stopsAt(sides, score)}`,
  // the request this device made, waiting for the seats `ps` (`waitingFor`), and what it would
  // do as the others are told it (`offerUndo`...), in its asker's words: take back `mover`'s
  // `tile` ("your" where it is this device's), another choice (`what`), play a tile again, make
  // another choice again, restart hand `n`, start a new match; `offerMine`, a request that says
  // nothing of what it would do (a redo whose move this device did not see made)
  offerMine: (kind, ps) => `You asked to ${en.offerKinds[kind]}: waiting for ${waitingFor(ps)}.`,
  offerMineUndo: (mover, tile, ps) =>
    `You asked to take back ${whose(mover)} ${tile}: waiting for ${waitingFor(ps)}.`,
  offerMineUndoMove: (what, ps) =>
    `You asked to take back this move: ${what} Waiting for ${waitingFor(ps)}.`,
  offerMineRedo: (mover, tile, ps) =>
    mover.you
      ? `You asked to play your ${tile} again: waiting for ${waitingFor(ps)}.`
      : `You asked for ${whose(mover)} ${tile} to be played again: waiting for ${waitingFor(ps)}.`,
  offerMineRedoMove: (what, ps) =>
    `You asked to redo this move: ${what} Waiting for ${waitingFor(ps)}.`,
  offerMineRestart: (n, ps) =>
    `You asked to restart hand ${n}, the hand being played now: waiting for ${waitingFor(ps)}.`,
  offerMineNewMatch: (sides, score, ps) =>
    `You asked to start a new match: waiting for ${waitingFor(ps)}. ${stopsAt(sides, score)}`,
  // the names of the bar over the table (a region): a request to answer or wait on, or the
  // table's news (whom it waits for, who plays for whom)
  requestBar: "Request",
  tableNewsBar: "Table news",
  acceptOffer: "Accept",
  refuseOffer: "Refuse",
  withdrawOffer: "Cancel the request",
  offerWithdrawn: (kind, p) => `${Whom(p)} cancelled the request to ${en.offerKinds[kind]}.`,
  offerYouWithdrew: (kind) => `You cancelled your request to ${en.offerKinds[kind]}.`,
  offerRefused: (kind, p) => `${Whom(p)} refused to ${en.offerKinds[kind]}.`,
  // on the device that refused: its own seat is "you" there, whatever its player's name
  offerYouRefused: (kind) => `You refused to ${en.offerKinds[kind]}.`,
  offerAgreed: (kind) => `Everyone agreed to ${en.offerKinds[kind]}.`,
  offerLapsed: (kind) =>
    `Everyone agreed to ${en.offerKinds[kind]}, but someone played first: nothing was done.`,
  // asking for what another seat asks already is saying yes to it; the others still to say
  offerJoined: (kind) => `You agreed to ${en.offerKinds[kind]}: waiting for the others.`,
  // told to the device that asked, as some of the seats it waits for (`ps`) said yes: whom it
  // waits for still (`waits`)
  offerAcceptedBy: (ps, waits) =>
    `${cap(waitingFor(ps))} accepted: waiting for ${waitingFor(waits)}.`,
  leaveTable: "Leave the table",

  // playing with anyone: this device's player, "Play now", the lobby of public tables
  anyone: {
    heading: "Play now",
    help: "Sit down at once with other players. When the countdown ends, computers take the seats still free.",
    playGame: (game) => `Play ${game}`,
    withFriend: "With a friend as my partner (you get a code to read out)",
    tablesButton: "Public tables",
    pairSummary: "Has a friend given you a code?",
    pairHeading: "Play as your friend's partner",
    pairHelp: "Type the code your friend reads out to you.",
    joinFriend: "Join my friend",
    noProfile: "Choose a name and a picture: the other players see them.",
    makeProfile: "Choose my name",
    editProfile: "Change",
    // the settings panel's player (settings.js): its two buttons
    changeProfile: "Change my name or picture",
    moveOpen: "Move my player to another device",
    profileTitle: "Your player",
    profileHelp: "The other players see this name and picture at public tables.",
    name: "Name",
    nameHelp: "Up to 24 characters.",
    nameMissing: "Write a name.",
    avatar: "Picture",
    colours: {
      red: "red",
      orange: "orange",
      gold: "gold",
      green: "green",
      teal: "teal",
      blue: "blue",
      purple: "purple",
      pink: "pink",
    },
    avatarNamed: (a) =>
      Object.hasOwn(en.anyone.colours, a) ? `Your initial on ${en.anyone.colours[a]}` : a,
    save: "Save",
    saveAndPlay: "Save and play",
    profileSaved: "Your player is saved.",
    moveHeading: "Play as you on another device",
    moveHelp:
      "Make a link that moves your player (name, picture and ratings) to another phone or computer.",
    moveButton: "Make the link",
    moveLinkHelp:
      "Open this link, or scan the QR code, on the other device. It works once, and then this device no longer plays as you. Keep it to yourself.",
    moveLink: "Link that moves your player",
    moveQr: "QR code of the link that moves your player",
    profileMoved: (name) => `You play as ${name} on this device now.`,
    profileLinkUsed:
      "This link was used already, or a newer one was made: make a new one on the other device.",
    waitingHeading: (game) => `${game}: finding players`,
    waitingHelp: (level) =>
      `Players who ask to play now sit down here. When the countdown ends, computers (${level}) take the seats still free.`,
    countdown: (n) => `The computers sit down in ${count(n, "second", "seconds")}.`,
    seatOpen: "free: waiting for a player",
    keptForPartner: "kept for your friend",
    // the seat opposite yours at a waiting table: a player sat there, or nobody yet
    partnerHere: "your partner",
    partnerOpen: "your partner's seat: waiting for a player",
    pairShow: "Read this code out to your friend:",
    fillNow: "Start with computers",
    giveUpSeat: "Give up my seat",
    // said once the player left a waiting public table (Give up my seat, Leave the table)
    leftWaiting: (game) => `You left the ${game} table; your seat there is free again.`,
    // said once the player left a public table whose match began just before they tapped
    // (the countdown ended): the match goes on without them
    leftStarted: (game) =>
      `The ${game} match began just as you left: it goes on, and the computer plays your seat until you come back.`,
    standIn: "away: the computer plays for them",
    standInYou: "away: the computer plays for you",
    tablesTitle: "Public tables",
    back: "Back",
    waitingTables: "Waiting for players",
    playingTables: "Being played",
    noneWaiting:
      "No table is waiting for players right now. Open one: the next players who want to play sit down with you.",
    nonePlaying: "No public match is being played right now.",
    loading: "Loading…",
    kindQuick: "Play now",
    kindHost: "Hosted by a player",
    anyLanguage: "any language",
    levelIs: (level) => `computers: ${level}`,
    // a free seat of a lobby's table; `partner`: the name of the player opposite, or null
    sitAt: (seat, partner) =>
      partner ? `Sit at seat ${seat}, as ${partner}'s partner` : `Sit at seat ${seat}`,
    watch: "Watch",
    backToSeat: "Back to your seat",
    publish: "List the table in Public tables",
    unpublish: "Take it off Public tables",
    isPublic: "This table is public: anyone may take a free seat from Public tables.",
    // leaving a public match under way (the toolbar's Leave the table): it goes on
    leaveTitle: "Leave the match?",
    leaveText:
      "The match goes on without you: the computer soon plays your seat, and the result still counts for your rating. Public tables takes you back to your seat.",
    // asked before another public match while one of this player's is under way
    playingTitle: "You have a match under way",
    playingText:
      "Your match at a public table goes on without you: the computer plays your seat while you are away, and the result still counts for your rating. Go back to it, or leave it to the computer and start another?",
    another: "Leave it to the computer and start another",
    // a match being played, in the lobby: each team as {names, computers} (the names of its
    // players, how many computers play for it), the team of seats 1 and 3 first
    sides: (a, b) => {
      const crew = ({ names, computers }) =>
        names.length
          ? [...names, ...(computers ? ["computer"] : [])].join(" & ")
          : count(computers, "computer", "computers");
      return `${crew(a)} vs ${crew(b)}`;
    },
  },

  // saved matches and record files (start screen)
  savedHeading: "Your matches",
  unfinishedHeading: "Unfinished: resume one",
  finishedHeading: "Finished: replay one",
  noSaved: "No saved matches yet: every match is kept here as you play.",
  resume: "Resume",
  // the start screen's first cards: a match of this device's player under way, how it goes
  // on while they are away (the computer plays their seat, friends wait for them, or it
  // waits on this device), and the way back to it
  underWay: {
    title: (game) => `Your ${game} match is under way`,
    computer: "The computer plays your seat until you come back.",
    friends: "The others wait for you at your turn.",
    alone: "It waits for you where you left it.",
    back: "Back to it",
    // a table whose match has not begun (`waitingTitle`), where nothing is played yet: a public
    // table its player left before it began (`waiting`)
    waitingTitle: (game) => `Your ${game} table has not started yet`,
    waiting:
      "You left it before the match began, and your seat is kept for you. Once the match begins, the computer plays your seat until you come back.",
    // a friends' table its host has not started yet: the match begins once they start it, this
    // device's player (`hostStarts`) or another (`hostWaits`)
    hostStarts: "The match begins once you start it.",
    hostWaits: "The match begins once the host starts it.",
  },
  replay: "Replay",
  remove: "Delete",
  download: "Download",
  matchName: (title, when) => `${title}, ${when}`,
  seatsText: (seats, names, you) => {
    const list = (ns) => `${form(ns.length, "seat", "seats")} ${and(ns)}`;
    // a player who gave a name is said by it, this device's one seat (`you`) by "you" if
    // not; the other seats by their numbers
    const named = (i) =>
      seats[i] === "human" ? (names[i] ?? (you === i + 1 ? "you" : null)) : null;
    const of = (kind) => seats.flatMap((k, i) => (k === kind && !named(i) ? [i + 1] : []));
    const players = seats.flatMap((_, i) => named(i) || []);
    const humans = of("human");
    const computers = of("computer");
    return [
      players.length ? and(players) : null,
      humans.length ? `human at ${list(humans)}` : null,
      computers.length ? `computer at ${list(computers)}` : null,
    ]
      .filter(Boolean)
      .join(", ");
  },
  handAt: (n) => `hand ${n}`,
  // a saved match's score, `sides` the two teams in the order of the scores (ours first), and
  // the side that won it: "us 2, them 1" and "we won" where this device played one team
  savedScore: (sides, s) => sides.map((x, i) => `${saved(x)} ${s[i]}`).join(", "),
  wonBy: (w) => (w.role === "us" ? "we won" : w.role === "them" ? "they won" : `${team(w)} won`),
  importedNote: "from a record file",
  // a match whose table moved on to a new match before its end: it is listed with the finished
  leftForNew: "stopped here for a new match",
  confirmDeleteTitle: "Delete this match?",
  confirmDeleteText:
    "It is removed from this computer for good. Download its record first to keep a copy.",
  confirmDeleteYes: "Delete the match",
  deleted: "Match deleted.",
  recordSecret:
    "Its record can be downloaded once the match is over: the seed was drawn in secret, and the record would tell every hand.",
  downloaded: "Record downloaded.",
  openHeading: "Open a record file",
  openHelp:
    "A match record (.json) downloaded from Doble Seis. You can also drop the file onto this page.",
  fileLabel: "Choose a record file",
  dropHere: "Drop the record file to open it",
  notJson: "This file is not a Doble Seis record: it is not JSON.",
  tooLarge: "This file is too large for a match record (more than 1 MB).",
  fileSummary: (name, game, n) => `${name}: ${game}, ${count(n, "action", "actions")}`,
  replayFile: "Replay it step by step",
  continueFile: "Continue playing from its end",
  continueHeading: "Who plays on from its end",
  recordOver: "This match is already over: it can only be replayed.",
  cannotOpen: (why) => `${why.charAt(0).toUpperCase()}${why.slice(1)}`, // why: one of `errors`

  // replay
  replayBadge: "Replay",
  replayTitle: (title) => `Replay: ${title}`,
  // above every replay: of a match finished, one left for a new match, or a record file
  replayNote:
    "A replay of a match no one plays any more: every hand is shown, and nothing here changes the match.",
  stepOf: (k, n) => `Step ${k} of ${n}`,
  toStart: "To start",
  back: "Back",
  replayPrevHand: "Previous hand",
  forward: "Forward",
  replayNextHand: "Next hand",
  toEnd: "To end",
  replayKeys: "Keys: ← and → step, Page Up and Page Down go hand by hand, Home and End jump.",
  leaveReplay: "Leave the replay",
  replayDeal: "The deal, before anyone acts.",
  // a seat's hand, face up in a replay, `p` the seat as the sentences name it ("You hold")
  replayHolds: (p, tiles) =>
    `${Whom(p)} ${does(p, "hold", "holds")} ${tiles.length ? tiles.join(", ") : "nothing"}`,
  replayStep: (k, n, text) => `Step ${k} of ${n}: ${text}`,
  replayWinner: (w) =>
    w === null
      ? "The record's deals are all played: the match ends here."
      : `${cap(team(w))} wins the match.`,
  seatTeam: (p, q) => `${Who(p)} · partner of ${who(q)}`,

  // verifiable deals: all of it behind one disclosure (fairdeal.js)
  fairDeal: "Fair deal ✓ — how to check",
  fairDealHelp:
    "Nobody, not even the server, can change the tiles once a hand is dealt: here is how anyone can check it.",
  seedLabel: "Seed of the deals",
  seedReplays:
    "The same seed deals the same hands again: start a new match with it to replay them.",
  commitmentShort: (hex) => `Deal commitment ${hex.slice(0, 10)}…`,
  commitmentLabel: "Deal commitment (SHA-256)",
  commitmentHelp:
    "The SHA-256 of the secret seed material this deal was shuffled from. The material is shown when the hand ends, so anyone can check the deal was fixed before play began.",
  copyMaterial: "Copy the seed material",
  copiedMaterial: "Seed material copied.",
  copyCommitment: "Copy the commitment",
  copiedCommitment: "Commitment copied.",
  verifyHeading: "Check the deal",
  seedMaterial: "Seed material",
  verifyCommand: "Command",
  copyCommand: "Copy the command",
  copiedCommand: "Command copied.",
  verifyHelp:
    "Run it where Doble Seis is installed: it proves the shuffle was fixed before play began, since this material, secret until now, gives both the commitment shown before the hand and exactly these hands as dealt.",

  // header and toolbar
  seedShown: (seed) => `Seed ${seed}`,
  seedSecret: "Seed: shown when the match ends",
  seedSecretHelp: "A drawn seed would tell every hand, so it stays hidden until the end.",
  copySeed: "Copy seed",
  copied: "Seed copied",
  sameSeed: "Play the same deals again",
  sameSeedNamed: (seed) => `New match with this seed (${seed})`,
  hint: "Hint",
  undo: "Undo",
  redo: "Redo",
  restart: "Restart hand",
  newMatch: "New match",
  // the toolbar's way to the start screen, the match kept (a table shared: Leave the table)
  home: "Home",
  rules: "Rules",
  log: "Log",
  close: "Close",

  // the settings panel (settings.js): one entry in `prefs` per preference declared in prefs.js,
  // {label, help?, choices?: value → words}
  settings: "Settings",
  settingsTitle: "Settings",
  prefs: {
    lang: { label: "Language", choices: NAMES }, // each language named in itself
    pace: {
      label: "Pace of the computers",
      help: "The pause before each computer move, also at each Haiti deal. With reduced motion the computers move at once. At a table shared with friends the host's pace is used.",
      choices: { quick: "Quick", normal: "Normal", relaxed: "Relaxed" },
    },
    autoPass: {
      label: "Pass for me when no tile fits",
      help: "When a seat of this device has no tile that fits, its pass is made at once and said.",
    },
    quickPlay: {
      label: "One tap plays a tile that goes in one place only",
      help: "A tile that fits one end only (or both ends, where they show the same number) is played as soon as you pick it. Off: pick the tile, then its end.",
    },
    sound: {
      label: "Sound",
      help: "A clack for each tile played, a knock for a pass, a chime at the end of a hand.",
    },
    turnTitle: {
      label: "Your turn in the tab's title",
      help: "At a table with friends, the page's title and icon say when it is your turn, even in another tab.",
    },
    vibrate: {
      label: "Vibrate",
      help: "On phones that can: when your turn comes, and when someone nudges you.",
    },
    notify: {
      label: "Notifications",
      help: "A notification when your turn comes while the page is hidden. The browser asks once, when you join or create a table with friends.",
    },
    contrast: {
      label: "High contrast",
      help: "Black and white with strong edges: the tiles, the ends and whose turn it is stand out.",
    },
    largeTiles: { label: "Large tiles", help: "Bigger tiles in your hand and on the line." },
    level: {
      label: "Computer level",
      help: "For new matches on this device.",
      choices: { null: "Ask on the start screen", random: "Easy", basic: "Medium", strong: "Hard" },
    },
  },
  more: "More",
  downloadRecord: "Download the record",
  confirmNewTitle: "Start a new match?",
  confirmNewText: "This match is kept: Resume it later from Your matches, on the start screen.",
  confirmNewSharedText: (sides, score) =>
    `Everyone at the table moves on to the new match once the other players agree. ${stopsAt(sides, score)}`,
  confirmNewYes: "Start a new match",
  cancel: "Cancel",

  // automatic forced pass, hot-seat undo, download, score sheet, statistics
  autoPassed: (p, ends) =>
    `No tile fits the ${ends.join(" or the ")}: ${who(p)} passed automatically.`,
  autoPassedYou: (ends) => `No tile fits the ${ends.join(" or the ")}: you passed automatically.`,
  undoAskTitle: (s) => `Seat ${s}, may your move be taken back?`,
  undoAskText: (s, what) =>
    `Undo takes back seat ${s}'s move: ${what} Hand the device to seat ${s} to agree.`,
  undoAskYes: (s) => `Seat ${s} agrees: undo`,
  sheet: "Score sheet",
  sheetTitle: "Score sheet",
  sheetCaption: (game) => `Score sheet of the match: ${game}`,
  sheetEmpty: "No hand is finished yet.",
  sheetHead: { hand: "Hand", winner: "Won by", how: "How", points: "Points", score: "Score" },
  sheetTeam: (side) => scored(side),
  sheetNobody: "nobody",
  sheetHow: {
    domino: (p) => `domino, ${whom(p)}`,
    dekabes: (p) => `Dékabès, ${whom(p)}`,
    block: () => "block",
    tie: () => "block: tie",
  },
  sheetPoints: { added: (p) => `+${p}`, reset: "streak broken", kept: "—" },
  sheetScore: (s) => `${s[0]}–${s[1]}`,
  // under the column's head, whose score comes first: `first`, the team the viewer's side puts
  // first (teams.js `order`): ours, or for a device playing neither team seats 1 and 3
  sheetScoreOrder: (first) => (first.role === "us" ? "us–them" : `seats ${pair(first)} first`),
  sheetAccuracy: {
    title: "Accuracy",
    seat: (who, a) =>
      a.choices
        ? `${who}: ${pct(a.accuracy)}, ${a.good} of ${count(a.choices, "choice", "choices")} good`
        : `${who}: no choice to make in the hands reviewed`,
    none: "No hand of this match has been reviewed yet.",
    pending: (hands) =>
      `Not reviewed yet, so not counted: ${form(hands.length, "hand", "hands")} ${and(hands)}.`,
    review: (n) => `Review hand ${n}`,
  },
  stats: "Statistics",
  statsHeading: "Your statistics",
  statsNone: "No match played on this device yet: the statistics come from your saved matches.",
  statsCaption: (game, level) => `${game}, ${level}`,
  statsHead: {
    matches: "Matches played",
    won: "Matches won",
    hands: "Hands played",
    hands_won: "Hands won",
    chivas: "Chivas (won 4–0)",
    dekabes: "Dékabès",
    best_streak: "Best streak (matches won in a row)",
    accuracy: "Accuracy (average per match)",
  },
  statsAccuracy: (accuracy, pending) => {
    const waiting = count(pending, "hand", "hands");
    if (accuracy === null) return `pending (${waiting} to review)`;
    return pending ? `${pct(accuracy)} (${waiting} pending)` : pct(accuracy);
  },
  statsAccuracyNote:
    "Accuracy: the share of your choices the hand review marks good, on average per match. Hands not reviewed yet are pending: they are not counted.",
  statsLeftOut: (n) => `Not counted: tables where this device plays both teams (${n}).`,
  // public play's ratings (ratings.js): yours per game, its history, the leaderboards
  ratings: {
    heading: "Your rating",
    noProfile:
      "Ratings come with a player profile: make one, then play a public match with other people.",
    makeProfile: "Make my player profile",
    none: "No rating yet: you get one after your first public match with another person.",
    matches: (n) => count(n, "rated match", "rated matches"),
    chart: (game, n, first, last) =>
      `Your ${game} rating over ${count(n, "match", "matches")}: from ${first} to ${last}.`,
    recent: "Latest rated matches",
    board: "Leaderboard",
    game: "Game",
    period: "When",
    periods: { week: "This week", all: "All time" },
    head: { rank: "Rank", player: "Player", rating: "Rating", matches: "Rated matches" },
    // the headers a narrow leaderboard (a phone) shows for Rank and Rating; the full ones read aloud
    headShort: { rank: "#", rating: "Rating" },
    // after the player's own name on the leaderboard
    youMark: "(you)",
    // a rating of fewer than 10 rated matches is shown with "?" (1500?): what the mark means
    provisional: "provisional",
    provisionalNote: "Provisional (?): your rating settles as you play more rated matches.",
    // a rated match of the history: its result
    won: "Won",
    lost: "Lost",
    // an empty leaderboard: after what `empty` says, the way onto it
    playFirst: "Play a public match with other people to be on it.",
    empty: {
      week: "Nobody has played a rated match this week yet.",
      all: "Nobody has a rating yet.",
    },
    // said once the leaderboard of the game and period the player chose shows
    shown: {
      week: (game) => `${game} leaderboard for this week.`,
      all: (game) => `${game} leaderboard of all time.`,
    },
    below: (n) => `You are not in the top ${n} yet.`,
  },

  // quick reactions at a public table (reactions.js): none names a tile, a number or a hand
  reactions: {
    open: "Reactions",
    title: "Quick reactions",
    help: "Everyone at the table sees it by your name for a few seconds.",
    phrases: {
      hello: "Hello!",
      good_luck: "Good luck!",
      nice_play: "Nice play!",
      well_played_partner: "Well played, partner!",
      oops: "Oops!",
      thanks: "Thanks!",
      good_game: "Good game!",
      wow: "Wow!",
    },
    said: (who, phrase) => `${who} says: ${phrase}`,
    wait: (n) => `Easy there! You can send another one in ${count(n, "second", "seconds")}.`,
    players: "Players at the table",
    muteHelp: "Mute a player and their reactions no longer show on your devices.",
    mute: (who) => `Mute ${who}`,
    unmute: (who) => `Unmute ${who}`,
    // the mute button on a player's plate: what a tap does, and what it did
    plateMute: (who) => `Mute ${who}'s reactions`,
    plateUnmute: (who) => `Hear ${who}'s reactions again`,
    mutedNow: (who) => `Muted: you won't see ${who}'s reactions any more.`,
    unmutedNow: (who) => `You'll see ${who}'s reactions again.`,
  },

  // table
  // a seat's plate: its player's name where it has one, "you" and "your partner" as players say
  seatCaption: (p, you, partner) =>
    you
      ? `You, seat ${p.seat}`
      : partner
        ? p.name
          ? `${p.name}, your partner`
          : `Your partner, seat ${p.seat}`
        : p.name
          ? `${p.name}, seat\u00a0${p.seat}` // the seat and its number on one line
          : `Seat ${p.seat}`,
  seatKind: { human: "human", computer: "computer" },
  tilesLeft: (n) => count(n, "tile", "tiles"),
  yourTiles: "Your tiles",
  lineLabel: "The line of play",
  emptyLine: "The line is empty",
  // an end by its side ("left" or "right"), then the number it shows
  endLabel: (side, n) => `${side === "left" ? "Left" : "Right"} end, ${n}`,
  openHere: "Open here",
  pass: "Pass",
  lastPlayed: (tile) => `played ${tile}`,
  lastPassed: "passed",
  yourTurnFlag: "Your turn!", // on your plate at your turn, where your last move was
  thinkingFlag: "thinking…", // on the plate of another seat at its turn, where its last move was
  sendingFlag: "sending…", // on your plate while your move is still on its way (sending.js)
  sendingStatus: "Sending your move…", // the status line while your move is still on its way
  waitingFlag: "waiting", // instead, while the computer players wait (computerWaits...)
  // the status line: `mate`, the seat is your partner's (named as its plate names it unless its
  // player gave a name)
  turnOf: (p, you, mate) => (you ? "Your turn" : `${Mate(p, mate)} to play`),
  acceptOf: (p, you, mate) =>
    you ? "Look at your tiles and accept the deal" : `${Mate(p, mate)} is looking at the deal`,
  chooseOf: (p, you, mate) => (you ? "Who opens?" : `${Mate(p, mate)} chooses who opens`),
  thinking: (p, mate) => `${Mate(p, mate)} is thinking…`,
  mustPass: "No tile fits: you must pass.",
  forcedOpen: "Forced double-six: the holder of 6-6 opens with it.",
  freeLeadYou: "You lead: play any tile.",
  selectHelp: "Pick a tile, then an end (or drag the tile onto an end).",
  quickPlayHelp: "Pick a tile to play it (then an end, where it fits both).",
  cannotPlay: (tile) => `${tile} does not fit now`,
  noFit: (tile, n) => `${tile} does not fit the end showing ${n}: it has no ${n}.`,
  notYourTurn: "Wait for your turn.",
  hand: (n) => `Hand ${n}`,
  // a team's score on the board: "You & Ana: 2", "Luis & the computer: 0" where the table's
  // players have names (`side.players`), else "Us (seats 1 & 3): 2"; the two joined by `scoreJoin`
  teamScore: (side, n) =>
    side.players
      ? `${cap(members(side))}: ${n}`
      : side.role
        ? `${tag(side)} (seats ${pair(side)}): ${n}`
        : `${tag(side)}: ${n}`,
  scoreJoin: " — ",
  scoreAria: (text) => `Score: ${text}`,
  doubleNext: "Next win counts double",

  // Haiti deal acceptance and choice of opener
  accept: "Accept",
  requestRedeal: "Request a redeal",
  redealRight: (n) => `You hold ${count(n, "double", "doubles")}: you may ask for a redeal.`,
  redealAnnounced: (p) =>
    `${Whom(p)} ${does(p, "request", "requests")} a redeal: all 28 tiles are dealt again.`,
  whoOpens: "Who opens: you or your partner? Only you see your tiles.",
  openMeName: (s) => `Me (seat ${s})`,
  openPartnerName: (p) => `My partner (${who(p)})`,

  // hot-seat handoff
  handoffTitle: (p) => `Pass the device to ${who(p)}`,
  handoffText: "Everyone else, look away. Tiles appear only once the right player is holding it.",
  iAm: (p) => `I am ${who(p)}`,
  spectating: "Watching: nobody's tiles are shown.",

  // narration (the aria-live region and the last-move bubbles), its seats as the table's
  // sentences name them (see `whom` above)
  said: {
    play: (p, tile, on) =>
      `${Whom(p)} ${does(p, "play", "plays")} ${tile}${on === null ? "" : ` on the ${on}`}.`,
    pass: (p) => `${Whom(p)} ${does(p, "pass", "passes")}.`,
    accept: (p) => `${Whom(p)} ${does(p, "accept", "accepts")} the deal.`,
    redeal: (p) =>
      `${Whom(p)} ${does(p, "request", "requests")} a redeal: all 28 tiles are dealt again.`,
    choose: (p, o) =>
      p.seat === o.seat
        ? `${Whom(p)} will open.`
        : p.you
          ? `You ask your partner${o.name ? `, ${o.name},` : ""} to open.`
          : `${Whom(p)} asks ${o.you || p.mate ? whom(o) : `partner ${who(o)}`} to open.`,
    // the same, done by the computer for seat `p`, which this device holds: its player is away,
    // or the host let the computer play it
    standIn: {
      play: (p, tile, on) =>
        `For ${whom(p)}, the computer plays ${tile}${on === null ? "" : ` on the ${on}`}.`,
      pass: (p) => `For ${whom(p)}, the computer passes.`,
      accept: (p) => `For ${whom(p)}, the computer accepts the deal.`,
      redeal: (p) =>
        `For ${whom(p)}, the computer requests a redeal: all 28 tiles are dealt again.`,
      choose: (p, o) =>
        p.seat === o.seat
          ? `For ${whom(p)}, the computer will open.`
          : `For ${whom(p)}, the computer asks ${p.you ? `your partner${o.name ? `, ${o.name},` : ""}` : `partner ${who(o)}`} to open.`,
    },
    handOver: (n) => `Hand ${n} is over.`,
    yourTurn: "Your turn.",
    // how a hand ended, in short, after `handOver` (the end-of-hand card says it at length; a
    // block is said in the card's words, `blockBy`, `tieBy`): who went out, a streak broken
    // (`w`, the winners' side), the next win counting double
    domino: (p) => `Domino! ${Whom(p)} went out.`,
    streakBroken: (w) =>
      w.role === "us"
        ? "You broke their streak."
        : w.role === "them"
          ? "They broke your streak."
          : `${cap(team(w))} broke the other team's streak.`,
    doubleNext: "The next win counts double.",
    // a friends' table being set: a seat taken (`p`, by its name if its player gave one); every
    // seat taken, said to the host, whose Start the match now works
    seated: (p) => (p.name ? `${p.name} takes seat ${p.seat}.` : `Seat ${p.seat} is taken.`),
    allSeated: "Every seat is taken: you can start the match.",
    undone: "Undone.",
    redone: "Redone.",
    // an undo or redo everyone at the table agreed to, carried out (every device says it):
    // the tile `tile` of seat `p` it took back ("back in your hand" on `p`'s own device), or
    // played again
    agreedUndonePlay: (p, tile) =>
      p.you
        ? `Everyone agreed: your ${tile} is back in your hand.`
        : `Everyone agreed: ${whose(p)} ${tile} is taken back.`,
    agreedRedonePlay: (p, tile) =>
      `Everyone agreed: ${whom(p)} ${does(p, "play", "plays")} ${tile} again.`,
    // the same for a Haiti deal's acceptance, a redeal, or the choice of who opens (`o`, the
    // seat chosen to open): taken back, with what its player does now on the other devices (on
    // their own, the turn says it after: "Who opens?"), or made again; and for a pass made
    // again (a redo from a restart, at a seat that has to pass)
    agreedUndoneAccept: (p) =>
      p.you
        ? "Everyone agreed: your acceptance of the deal is taken back."
        : `Everyone agreed: ${whose(p)} acceptance of the deal is taken back; ${whom(p)} is looking at the deal again.`,
    agreedUndoneRedeal: (p) =>
      `Everyone agreed: ${whose(p)} request for a redeal is taken back; the deal before it is back.`,
    agreedUndoneChoose: (p) =>
      p.you
        ? "Everyone agreed: your choice of who opens is taken back."
        : `Everyone agreed: ${whose(p)} choice of who opens is taken back; ${whom(p)} chooses again.`,
    agreedRedoneAccept: (p) => `Everyone agreed: ${acceptsAgain(p)}`,
    agreedRedoneRedeal: (p) => `Everyone agreed: ${redealsAgain(p)}`,
    agreedRedonePass: (p) => `Everyone agreed: ${whom(p)} ${does(p, "pass", "passes")} again.`,
    agreedRedoneChoose: (p, o) => `Everyone agreed: ${opensAgain(p, o)}`,
    // this device's own undo or redo done: the tile `tile` of seat `p` it took back into its
    // hand, or played again (`undone`, `redone`: one that cannot be named so); then whose turn
    // it is now, to do what in `phase` (`turnNow`, as the status line says it: "Who opens?")
    undonePlay: (p, tile) =>
      p.you
        ? `Undone: your ${tile} is back in your hand.`
        : `Undone: ${whose(p)} ${tile} is back in their hand.`,
    // an undo that took back a Haiti deal's acceptance, a redeal, or the choice of who opens
    undoneAccept: (p) => `Undone: ${whom(p)} ${does(p, "have", "has")} not accepted the deal yet.`,
    undoneRedeal: (p) => `Undone: ${whose(p)} request for a redeal; the deal before it is back.`,
    undoneChoose: (p) => `Undone: ${whom(p)} ${does(p, "have", "has")} not chosen who opens yet.`,
    redonePlay: (p, tile) => `Redone: ${whom(p)} ${does(p, "play", "plays")} ${tile} again.`,
    // a redo that made a pass again (from a restart, at a seat that has to pass)
    redonePass: (p) => `Redone: ${whom(p)} ${does(p, "pass", "passes")} again.`,
    // a redo that made again a Haiti deal's acceptance, a redeal, or the choice of who opens
    // (`o`, the seat chosen to open), in the words of its undo's
    redoneAccept: (p) => `Redone: ${acceptsAgain(p)}`,
    redoneRedeal: (p) => `Redone: ${redealsAgain(p)}`,
    redoneChoose: (p, o) => `Redone: ${opensAgain(p, o)}`,
    turnNow: (p, phase) => turnSaid(en, p, phase),
    restarted: "The hand starts again from its deal.",
    newMatch: "A new match begins.",
    selected: (tile, ends) =>
      ends.length === 0
        ? `${tile} selected.`
        : `${tile} selected: it fits the ${ends.map((e) => e.toLowerCase()).join(" and the ")}. ` +
          "Choose an end.",
    redealYou: "You requested a redeal: here are your new tiles.",
    selectedOpen: (tile) => `${tile} selected: choose Open here to play it.`,
    cancelled: "Selection cleared.",
    replayLeft: "The replay is closed.",
  },

  // hint
  hintTitle: "Hint",
  hintBest: (what) => `Suggested: ${what}`,
  // the chance to win the match (what the moves are ranked by) first, the hand's after, as in
  // the review's `option`
  hintWin: (match, hand) => `${pct(match)} chance to win the match, ${pct(hand)} the hand`,
  hintOption: (what, match, hand) =>
    `${what}: ${pct(match)} to win the match, ${pct(hand)} the hand`,
  hintPlay: "Play it",
  hintDo: "Do it",
  hintDismiss: "Dismiss",
  hintOthers: "Other moves",
  // the review of a finished hand (review.js); `lost`: the share of a hand a move gave up
  review: {
    open: "Review the hand",
    title: (n) => `Review of hand\u00a0${n}`, // the hand and its number on one line
    running: (done, of) => `Reviewing the hand: ${done} of ${count(of, "move", "moves")}`,
    // said once the review is ready (review.js); `mine`: the accuracy of this device's seat
    // ({good, choices}), null for a device that holds none of the hand's seats
    ready: (mine) =>
      !mine
        ? "Review ready."
        : mine.choices
          ? `Review ready: ${mine.good} of your ${count(mine.choices, "choice", "choices")} good.`
          : "Review ready: you had no choice to make.",
    choose: "Choose a move to see what else its player could have played.",
    marks: {
      good: "Good",
      inaccuracy: "Inaccuracy",
      mistake: "Mistake",
      blunder: "Blunder",
      forced: "Forced",
    },
    move: (k, who, what) => `${k}. ${who}: ${what}`,
    ourMoves: "Our moves",
    theirMoves: "Their moves",
    accuracy: (who, good, choices) =>
      choices
        ? `${who}: ${good} of ${count(choices, "choice", "choices")} good`
        : `${who}: no choice to make`,
    forced: (what) => `${cap(what)}: the only move there was.`,
    good: (mark, close) =>
      close
        ? `${mark}: as good as the best move, as far as the estimate can tell`
        : `${mark}: as good as the best move`,
    verdict: (mark, played, best, less, d) =>
      `${mark}: ${pct(played, d)} to win the match instead of ${pct(best, d)} with the best move, ${pct(less, d)} less`,
    played: (what, match, hand, d) =>
      match === null
        ? `Played: ${what}`
        : `Played: ${what}, ${pct(match, d)} to win the match, ${pct(hand)} the hand`,
    best: (what, match, hand, d) =>
      `Best: ${what}, ${pct(match, d)} to win the match, ${pct(hand)} the hand`,
    wasBest: "It was the best move.",
    // a move chosen, as a screen reader is told it: the move (`move`, as the timeline says it),
    // its mark and the best move (`best`), null where this move was the best or the only one
    chosen: (move, mark, best) =>
      best === null ? `${move}. ${mark}.` : `${move}. ${mark}. Best move: ${best}.`,
    drawn:
      "The line as it was before this move: the faded tile is where the best move would have gone.",
    option: (what, match, hand, d) =>
      `${what}: ${pct(match, d)} to win the match, ${pct(hand)} the hand`,
  },
  actionText: {
    // a play by the number its end shows (`on`, null for the lead), as the end's button shows
    // it, never by the end's side: the line bends where it is long, and its "right" end may be
    // drawn at the left; `either`: both ends show it, and either end is the same move
    play: (tile, on, either) =>
      on === null ? `${tile}` : `${tile} on the ${on}${either ? " (either end)" : ""}`,
    pass: "pass",
    accept: "accept the deal",
    redeal: "request a redeal",
    choose: (o) => `${whom(o)} ${does(o, "open", "opens")}`,
  },

  // end of hand and match
  handOverTitle: (n) => `Hand ${n} is over`,
  allHands: "All four hands",
  holds: (pips) => count(pips, "pip", "pips"),
  wentOut: "went out",
  dominoBy: (p, w) => `Domino! ${Whom(p)} went out: ${team(w)} wins the hand.`,
  dekabes: (base, pts) => `Dékabès! 2 × ${base} = ${count(pts, "point", "points")}`,
  // a block's words by what it compares (`measure`): team totals, or each team's lightest hand
  blockBy: {
    totals: (w, wp, lp) => `Block: ${team(w)} holds ${count(wp, "pip", "pips")} against ${lp}.`,
    lowest: (w, wp, lp) =>
      `Block: ${team(w)}'s lightest hand holds ${count(wp, "pip", "pips")} against ${lp}.`,
  },
  tieBy: {
    totals: (p) => `Block with ${count(p, "pip", "pips")} on each side: a tie. The score stays.`,
    lowest: (p) =>
      `Block with ${count(p, "pip", "pips")} as each team's lightest hand: a tie. Scores kept.`,
  },
  // a won hand that broke the other team's streak (Chiva, RULES.md): `w`, the winners' side
  streakBroken: (w) =>
    w.role === "us"
      ? "You broke the other team's streak: both scores go back to 0, and your win adds nothing."
      : w.role === "them"
        ? "The other team broke your streak: both scores go back to 0, and their win adds nothing."
        : `${cap(team(w))} broke the other team's streak: both scores go back to 0, and the win adds nothing.`,
  // how the next hand opens (a finished hand's `next`)
  nextOpening: {
    forced: () => "Double-six opens the next hand.",
    choose: (p) => `${Whom(p)} ${does(p, "choose", "chooses")} who opens the next hand.`,
    lead: (p) => `${Whom(p)} ${does(p, "lead", "leads")} the next hand with any tile.`,
  },
  // `sides`: the two teams in the order of the scores (ours first), `before`, `after` likewise
  scoreChange: (sides, before, after) =>
    `Score — ${scored(sides[0])}: ${after[0]}, ${scored(sides[1])}: ${after[1]} (was ${score(before)})`,
  scoreNow: (sides, after) =>
    `Score — ${scored(sides[0])}: ${after[0]}, ${scored(sides[1])}: ${after[1]}.`,
  // the end of a hand from the viewer's side (nothing to say without one, or for a tie)
  handOutcome: (side) => (side.role === "us" ? "You won the hand!" : "You lost the hand."),
  nextHand: "Next hand",
  matchOver: "The match is over",
  // `w`: the winning team's side, null when a record's deals ran out
  matchWinner: (w) =>
    w === null
      ? "The record's deals are all played: the match ends here."
      : w.role === "us"
        ? "You won the match!"
        : w.role === "them"
          ? "You lost the match."
          : `${cap(team(w))} wins the match.`,

  // panels
  pausedSign: "The computer players wait while this is open; people can still play.",
  // a takeback request waits for its answer: the card of the request says whose
  computerWaitsAnswer: "The computer players wait until the request is answered.",
  // `who`, the seat reading (its player's name, else "Seat 3"), `you` this device's own seat
  // (named or not), `mate` its partner's without a name
  // a reader at a seat, whose plate says "reading the rules": the status says only this
  computerWaitsShort: "The computer players wait.",
  computerWaits: (who, you, mate) =>
    you
      ? "The computer players wait: you have the rules or the log open."
      : `The computer players wait: ${mate ? "your partner" : who} has the rules or the log open.`,
  yourTurnTitle: (app) => `● Your turn · ${app}`,
  yourTurnBody: "The table is waiting for you.",
  // `p`, a seat as the table's sentences name it (see `whom` above); `who`, the nudger as
  // `computerWaits` names the reader, `mate` true for this device's partner
  nudge: (p) => `Nudge ${whom(p)}`,
  nudgeSent: (p) => `${Whom(p)} got a gentle nudge.`,
  nudgedBy: (who, mate) =>
    `${mate ? "Your partner" : who} gives you a gentle nudge: the table is waiting for you.`,
  atReveal: (p) => `Waiting for ${whom(p)}, still looking at the end of the hand.`,
  waitsForYou: "The table is waiting for you: it is your turn.",
  takenOver:
    "The host has let the computer play your seat for now; your tiles come back when you take it back.",
  // at a public table, the computer stands in for a player who was away (docs/api.md)
  takenOverAway:
    "You were away, so the computer is playing your seat for now; your tiles come back when you take it back.",
  takeBack: "Take my seat back",
  // a device entering a match its table left for a new one: it is taken to the new one
  movedOn: "This table had moved on to a new match: here it is.",
  theHost: "The host",
  rulesTitle: (v) => `Rules: ${v}`,
  logTitle: "Log of the match",
  logEmpty: "Nothing has happened yet.",
  logHand: (n) => `Hand ${n}`,
  // one line of the log for each entry (docs/api.md, LOG_ENTRY), its seats as sentences name
  // them (`seat`, `leader`, `opener`: see `who` above)
  logged: {
    deal: (e) => {
      if (e.redealt) return "All 28 tiles are shuffled and dealt again.";
      const opens =
        e.opening === "forced"
          ? "the holder of 6-6 opens with it"
          : e.opening === "choose"
            ? `${whom(e.leader)} will choose who opens`
            : `${whom(e.leader)} ${does(e.leader, "lead", "leads")}`;
      return `The tiles are dealt; ${opens}.${e.accepts ? " Each seat looks at its hand and accepts it." : ""}`;
    },
    play: (e) =>
      e.on === null
        ? `${Whom(e.seat)} ${does(e.seat, "open", "opens")} with ${e.play}.`
        : `${Whom(e.seat)} ${does(e.seat, "play", "plays")} ${e.play} on the ${e.on}.`,
    pass: (e) =>
      `${Whom(e.seat)} ${does(e.seat, "pass", "passes")}, holding no ${e.ends[0]}s${e.ends[0] === e.ends[1] ? "" : ` and no ${e.ends[1]}s`}.`,
    accept: (e) => `${Whom(e.seat)} ${does(e.seat, "accept", "accepts")} the deal.`,
    redeal: (e) =>
      e.seat.you
        ? "You hold five or more doubles and request a redeal."
        : `${Whom(e.seat)} holds five or more doubles and requests a redeal.`,
    choose: (e) =>
      e.opener.seat === e.seat.seat
        ? `${Whom(e.seat)} ${does(e.seat, "choose", "chooses")} to open.`
        : e.seat.you
          ? `You choose your partner${e.opener.name ? `, ${e.opener.name},` : ""} to open.`
          : e.opener.you
            ? `${Whom(e.seat)} chooses you to open.`
            : `${Whom(e.seat)} chooses their partner, ${who(e.opener)}, to open.`,
    // `parts`: the result's sentences as the end of the hand shows them; `hands`: the tiles each
    // seat had left, seat 1 first; `seats`: the four seats as sentences name them
    result: (parts, hands, seats) =>
      [
        ...parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)),
        `Tiles left: ${hands.map((h, i) => `${whom(seats[i])} ${h.length ? h.join(" ") : "none"}`).join(", ")}.`,
      ].join(" "),
  },

  // hint reasons (docs/api.md, HINT): one sentence for each key the server sends
  reasons: {
    dekabes: (r) => `goes out with ${r.tile}, which fits both ends: a Dékabès, double points`,
    goes_out: (r) => `goes out with ${r.tile}: your team wins the hand`,
    // `r.seat`: a seat as sentences name it (see `who` above), `r.seat.at` where it sits from
    // the player the reasons are for (teams.js `sides`): an opponent "the player on your right"
    // what the play leaves open that an opponent passed on (so lacks); the next seat lacking
    // every number left open cannot play
    keep_open: (r) => `leaves ${numbers(r.numbers)} open: ${rival(r.seat)} passed on them`,
    cannot_play: (r) =>
      `leaves only ${numbers(r.numbers)} open: ${rival(r.seat)} passed on them and cannot play`,
    double: (r) => `gets the double ${r.tile} out: a double fits only one number`,
    // heavier than every other tile that fits (a heavier one that does not fit is not compared)
    heaviest: (r) =>
      `plays your heaviest tile that fits (${r.tile}, ${count(r.pips, "pip", "pips")})`,
    keeps_fitting: (r) =>
      `you keep ${count(r.count, "tile", "tiles")} that ${form(r.count, "fits", "fit")} ${theEnds(r.ends)}`,
    partner_passed: (r) =>
      `${partnerNamed(r.seat)} passed on ${numbers(r.numbers)}: they may not be able to follow`,
    none_fit: (r) => `none of your tiles fit ${theEnds(r.ends)}`,
    leaves_ends: (r) => `leaves ${theEnds(r.ends)}`,
    must_pass: (r) => `you hold no ${r.numbers.map((n) => `${n}s`).join(" or ")}: you must pass`,
    tried: (r) =>
      `your team won ${pct(r.win)} of the deals tried with it, ${pct(r.next)} with the next best move`,
    keep_deal: () => "play the hand you were dealt",
    redeal: () => "five or more doubles are hard to place: you have the right to a fresh deal",
    lead_self: (r) =>
      `you lead with a tile of your choice (${count(r.count, "of your tiles shares", "of your tiles share")} your longest number)`,
    lead_partner: (r) => `${partnerNamed(r.seat)} leads: you have not seen their tiles`,
  },

  // errors
  errorPrefix: "Something went wrong: ",
  // why the server refused something (docs/api.md, Errors): one sentence for each code it
  // sends, from the code's fields; `why(reason)` words a refusal nested in another the same way
  errors: {
    // a value written wrong: a tile, a hand, a deal, a seat, a variant, an action
    no_such_tile: (f) => `${f.tile} is not a double-six tile`,
    tile_not_text: (f) => `a tile is written like 6-4, not ${quote(f.value)}`,
    not_a_tile: (f) => `${quote(f.value)} is not a tile (write tiles like 6-4)`,
    hand_not_text: (f) => `a hand is written like "6-6 6-5 5-5", not ${quote(f.value)}`,
    tile_twice_in_hand: (f) => `${f.tile} appears twice`,
    deal_not_four_hands: (f) => `a deal has four hands, not ${f.count}`,
    hand_not_seven_tiles: (f) =>
      `seat ${f.seat}'s hand has ${count(f.count, "tile", "tiles")}, not 7`,
    tile_dealt_twice: () => "a tile is dealt twice",
    deal_not_all_tiles: () => "the deal is not the 28 tiles",
    deal_not_list: () => 'a deal is a list of four hands like "6-6 6-5 5-5 4-0 3-1 2-2 1-0"',
    no_such_seat: (f) => `seats are numbered 1 to 4, not ${quote(f.value)}`,
    no_such_variant: (f) => `unknown variant ${quote(f.value)}: use ${or(f.games)}`,
    no_deal_source: () => "a match needs a seed or explicit deals",
    no_deals: () => "a match on explicit deals needs at least one deal",
    too_many_deals: (f) =>
      `a match lists at most ${count(f.limit, "deal", "deals")}, not ${f.count}`,
    seed_and_deals: () => "give a seed or deals, not both",
    seed_not_whole: (f) => `a seed is a whole number of 0 or more, not ${quote(f.value)}`,
    action_not_object: (f) =>
      `an action is an object like {"seat": 1, "play": "6-6"}, not ${quote(f.value)}`,
    action_without_seat: () => "the action names no seat",
    action_kinds: () => "an action has exactly one of play, pass, accept, redeal, choose",
    action_field: (f) => `unexpected field ${quote(f.field)} in a ${f.kind} action`,
    no_such_end: (f) => `end is "left" or "right", not ${quote(f.value)}`,
    write_true: (f) => `write "${f.kind}": true`,
    choose_without_seat: () => 'choose names a seat: "choose": 3',
    // an action the rules refuse now
    match_over: (f) => `the match is over: ${neutral(f.team)} won`,
    deals_played: () => "the match is over: the record's deals are all played",
    // the seats named from this device (`f.named`, api.js): "it is Ana's turn, not yours"
    turn_to: (f) =>
      `it is ${whose(f.named.turn)} turn to ${doing[f.phase]}, not ${yours(f.named.seat)}`,
    accept_first: (f) => `the deal is being accepted: ${whom(f.named.seat)} must accept it first`,
    choose_first: (f) => `${whom(f.named.seat)} must first choose who opens`,
    hand_in_play: (f) => `the hand is being played: it is ${whose(f.named.seat)} turn`,
    no_redeal_right: (f) =>
      `${whom(f.named.seat)} cannot request a redeal with ${count(f.doubles, "double", "doubles")}: it takes five or more`,
    choose_self_or_partner: (f) =>
      `${whom(f.named.seat)} can choose ${itself(f.named.seat)} or ${whom(f.named.partner)} to open, not ${whom(f.named.opener)}`,
    unknown_action: (f) => `unknown action ${f.action}`,
    hand_over: () => "the hand is over",
    turn_of: (f) => `it is ${whose(f.named.turn)} turn, not ${yours(f.named.seat)}`,
    cannot_pass: (f) =>
      `${whom(f.named.seat)} cannot pass: ${and(f.tiles)} ${form(f.tiles.length, "fits", "fit")}`,
    not_held: (f) => `${whom(f.named.seat)} ${does(f.named.seat, "do", "does")} not hold ${f.tile}`,
    first_tile_no_end: () => "the first tile of a hand takes no end",
    open_with_double_six: (f) => `${whom(f.named.seat)} must open with 6-6`,
    tile_shows_no: (f) => `${f.tile} shows no ${f.number}`,
    does_not_fit: (f) =>
      `${whom(f.named.seat)} cannot play ${f.tile}: the ends are ${f.ends[0]} and ${f.ends[1]}`,
    wrong_end: (f) => `${f.tile} does not fit the ${side[f.end]} end (${f.number})`,
    say_which_end: (f) => `${f.tile} fits both ends (${f.ends[0]} and ${f.ends[1]}): say which end`,
    // a record file that cannot be read or replayed
    record_not_json: (f) => `not valid JSON: ${f.detail} at line ${f.line} column ${f.column}`,
    record_too_deep: () => "not a record: its JSON is nested too deeply",
    record_not_object: () => "a record is a JSON object",
    record_format: (f) => `the record's "format" must be "${f.format}"`,
    record_field: (f) => `unexpected field ${quote(f.field)} in the record`,
    record_variant: (f) => `"variant" must be ${or(f.games.map(quote))}, not ${quote(f.value)}`,
    record_seed: (f) =>
      `"seed" must be a whole number of 0 or more, as a number or as the string of its digits (no sign, space or leading zero), not ${quote(f.value)}`,
    record_deals: () => '"deals" must be a list of one or more deals',
    record_too_many_deals: (f) =>
      `a record lists at most ${count(f.limit, "deal", "deals")}, not ${f.count}`,
    record_deal: (f, why) => `deal ${f.deal}: ${why(f.reason)}`,
    record_without_deals: () => 'the record needs a "seed" or "deals"',
    record_seed_and_deals: () => 'a record has a "seed" or "deals", not both',
    record_actions: () => '"actions" must be a list',
    record_action: (f, why) => `action ${f.action}: ${why(f.reason)}`,
    representative_changed: (f) =>
      `${whom(f.named.seat)} went out and chose who opens hand ${f.hand}, but the rules now give that ` +
      `choice to ${whom(f.named.representative)}: after a domino the winning team's player with the ` +
      `fewest pips chooses, the smaller seat if equal, and ${whom(f.named.representative)} ` +
      `${does(f.named.representative, "were", "was")} left with 0 pips too`,
    record_unreadable: (f, why) => `the record cannot be opened: ${why(f.reason)}`,
    // a setting of a new match, or an action sent, that the table does not take
    seats_not_four: () => 'seats is a list of four entries, each "here", "invited" or "computer"',
    no_such_seat_kind: (f) => `a seat is "here", "invited" or "computer", not ${quote(f.value)}`,
    no_such_level: (f) => `unknown level ${quote(f.value)}: use one of ${f.levels.join(", ")}`,
    seed_out_of_range: (f) =>
      `a seed is a whole number from 0 to ${f.limit}, as a number or as the string of its digits (no sign, space or leading zero), not ${quote(f.value)}`,
    cursor_outside: (f) => `cursor ${f.cursor} is outside the timeline`,
    action_of_other_seat: (f) => `the action is seat ${f.action_seat}'s, not seat ${f.seat}'s`,
    action_not_sent: () => 'an action is an object like {"play": "6-4", "end": "left"}',
    seat_inside_action: () => 'the seat goes beside the action ("seat": 1), not inside it',
    // not allowed now
    // the seats named from this device (`f.named`, api.js): "Ana's seat", "your seat"
    tiles_hidden: (f) => `${place(f.named.seat)} is played by the computer: its tiles stay hidden`,
    record_secret: () =>
      "the record of a match with a drawn seed can be downloaded once the match is over: " +
      "its seed reveals every hand",
    computer_seat: (f) => `${place(f.named.seat)} is played by the computer`,
    person_to_act: (f) =>
      `it is ${whose(f.named.seat)} turn, and ${does(f.named.seat, "you play it", "a person plays it")}, not the computer`,
    nothing_to_undo: () => "there is nothing to undo",
    nothing_to_redo: () => "there is nothing to redo",
    match_ended: () => "the match is over",
    replay_in_progress: () =>
      "a replay shows every hand, so it is only for finished matches and imported records: " +
      "this match is still being played",
    no_such_step: (f) => `step is from 0 to ${f.steps}, not ${f.step}`,
    review_not_over: (f) =>
      `hand ${f.hand} cannot be reviewed yet: a hand is reviewed once it is over, and ${f.finished} of this match's hands are over`,
    too_many_reviews: (f) =>
      `as many hands as one may ask for from here (${f.limit}) are being reviewed already: ask again once one is done`,
    review_busy: () =>
      "the server is reviewing as many hands as it can just now: ask again in a moment",
    saved_match_outdated: (f, why) =>
      `this match was saved under earlier rules and cannot go on from its action ${f.action}: ` +
      `${why(f.reason)}. Its record downloads as it was, and its replay runs up to that action`,
    no_such_match: (f) => `there is no match ${quote(f.id)}`,
    stale: (f) =>
      `the match has changed (version ${f.version}, not ${f.sent}): reload it and try again`,
    store_unavailable: () => "the match database is not answering just now: try again in a moment",
    rooms_unavailable: () =>
      "the server cannot reach the other servers of this table just now (Redis): " +
      "ask again in a moment",
    // a request the server cannot read
    json_only: () => "send the body as JSON (Content-Type: application/json)",
    body_too_large: (f) => `the request body is larger than ${count(f.limit, "byte", "bytes")}`,
    body_missing: () => "the request needs a JSON object as its body",
    body_not_utf8: () => "the request body is not UTF-8 text",
    body_not_json: (f) => `the request body is not valid JSON: ${f.detail} at column ${f.column}`,
    body_too_deep: () => "the request body is nested too deeply",
    body_not_object: () => "the request body must be a JSON object",
    unexpected_field: (f) => `unexpected field ${quote(f.field)}`,
    not_a_json_number: (f) => `${f.word} is not a number JSON allows`,
    number_too_large: (f) => `${f.number} is too large for a number`,
    number_too_long: (f) =>
      `a whole number has at most ${count(f.limit, "digit", "digits")}, not ${f.digits}`,
    key_twice: (f) => `the key ${quote(f.key)} is given twice in one object`,
    lone_surrogate: () =>
      "the text holds a lone UTF-16 surrogate (\\ud800 to \\udfff), which is no character",
    not_whole: (f) => `"${f.key}" must be a whole number, not ${quote(f.value)}`,
    not_a_seat: (f) => `"${f.key}" is a seat from 1 to 4, not ${quote(f.value)}`,
    unexpected_parameter: (f) => `unexpected query parameter ${quote(f.parameter)}`,
    parameter_twice: (f) => `the query parameter ${quote(f.parameter)} is given twice`,
    step_not_whole: (f) => `step is a whole number of 0 or more, not ${quote(f.value)}`,
    hand_not_whole: (f) => `a hand is a whole number of 1 or more, not ${quote(f.value)}`,
    seat_missing: () => "say which seat asks: ?seat=1",
    seat_not_1_to_4: (f) => `seat is a number from 1 to 4, not ${quote(f.value)}`,
    variant_missing: (f) => `say which game: "variant": ${or(f.games.map(quote))}`,
    seed_or_deals: () => 'give a "seed" or "deals", not both',
    deals_not_list: () => '"deals" is a list of deals, each four hands of seven tiles',
    bad_deal: (f, why) => `bad deal: ${why(f.reason)}`,
    bad_action: (f, why) => `bad action: ${why(f.reason)}`,
    record_missing: () => 'send the record file as "record": {"format": "dobleseis/1", ...}',
    no_such_api: (f) => `there is no API at ${f.path}`,
    method_not_allowed: (f) => `${f.method} is not allowed here`,
    not_found: () => "not found",
    http_error: (f) => `the server refused the request (HTTP ${f.status})`,
    // online tables: who may do what, invitations, the host, the live connection
    not_your_seat: (f) => `this device does not hold ${place(f.named.seat)}`,
    not_host: () => "only the host of this table can do this",
    not_a_player: () => "only a player at this table can do this",
    not_this_computer: () =>
      "this match was saved before tables had secrets: it can be opened only on the computer the server runs on",
    not_adoptable: () => "this table has its secrets already",
    secrets_header: () => "Dobleseis-Secrets is up to 64 secrets separated by spaces",
    no_such_invitation: (f) => `there is no table with the code ${quote(f.invitation)}`,
    too_many_tries: (f) =>
      `too many wrong codes: try again in ${count(f.retry_after, "second", "seconds")}`,
    seat_taken: (f) => `${place(f.named.seat)} is taken already`,
    seat_not_invited: (f) => `${place(f.named.seat)} is not a seat for a friend to take`,
    seat_free: (f) => `nobody holds ${place(f.named.seat)} yet`,
    seat_not_human: (f) => `${place(f.named.seat)} is a computer seat`,
    bad_name: (f) => `a name is 1 to ${f.limit} printable characters`,
    bad_rejoin: () => "this rejoin link is not valid any more: ask the host to release the seat",
    not_started: () => "the host has not started the match yet",
    already_started: () => "the match has started already",
    seats_free: (f) =>
      `${form(f.seats.length, "seat", "seats")} ${and(f.seats)} ${form(f.seats.length, "is", "are")} still free: ` +
      `wait for friends or let the computer play ${form(f.seats.length, "it", "them")}`,
    hints_off: () => "the host has turned hints off at this table",
    offer_needed: () => "other players are at this table on their own devices: ask them first",
    no_such_host_command: (f) => `unknown host command ${quote(f.value)}`,
    no_such_pace: (f) =>
      `pace is a whole number of milliseconds from 0 to ${f.limit}, not ${quote(f.value)}`,
    not_a_bool: (f) => `"${f.key}" must be true or false, not ${JSON.stringify(f.value)}`,
    no_room: () =>
      "the server is short of disk space: nothing new can be kept just now (the matches under way go on)",
    not_text: (f) => `"${f.key}" must be text, not ${JSON.stringify(f.value)}`,
    hello_first: () => "the first message is a hello with the secrets this device holds",
    message_not_json: () => "a message is a JSON object",
    message_not_object: () => 'a message is a JSON object with a "type"',
    message_too_large: (f) => `a message is at most ${count(f.limit, "byte", "bytes")}`,
    unknown_message: (f) => `unknown message type ${quote(f.type)}`,
    message_field: (f) => `a ${f.type} message needs a valid "${f.field}"`,
    too_many_messages: () => "too many messages: slow down",
    too_many_connections: (f) =>
      `too many connections are open from here: try again in ${count(f.retry_after, "second", "seconds")}`,
    too_many_requests: (f) =>
      `too many requests from here: try again in ${count(f.retry_after, "second", "seconds")}`,
    request_timeout: (f) =>
      `the request did not all arrive within ${count(f.seconds, "second", "seconds")}`,
    not_http: () => "the request could not be read as HTTP/1.1",
    too_many_creates: (f) =>
      `too many new tables from here: try again in ${count(f.retry_after, "second", "seconds")}`,
    too_many_tables: (f) =>
      `${f.limit} unfinished tables were started from here already: finish or delete one, then try again in ${count(f.retry_after, "second", "seconds")}`,
    too_many_spectators: (f) =>
      `this table has ${f.limit} watchers already: try again in ${count(f.retry_after, "second", "seconds")}`,
    too_many_watching: (f) =>
      `${f.limit} live connections watch from here already: close one, or try again in ${count(f.retry_after, "second", "seconds")}`,
    too_many_computer_tables: (f) =>
      `${f.limit} tables of four computers from here are playing already: watch one of them, or try again in ${count(f.retry_after, "second", "seconds")}`,
    too_many_hints: (f) =>
      `too many hints for this seat: try again in ${count(f.retry_after, "second", "seconds")}`,
    too_many_reads: (f) =>
      `too much reading of whole matches from here: try again in ${count(f.retry_after, "second", "seconds")}`,
    too_many_reviews_today: (f) =>
      `${count(f.limit, "hand", "hands")} a day may be reviewed from here, and as many were: try again in ${count(f.retry_after, "second", "seconds")}`,
    no_profile: () => "make a player profile on this device first",
    no_such_avatar: (f) => `${quote(f.value)} is not one of the avatars`,
    bad_profile_link: () =>
      "this profile link is not valid any more: make a new one on the device that has the profile",
    no_such_profile: (f) => `there is no player ${quote(f.profile)}`,
    too_many_profiles: (f) =>
      `too many new profiles from here: try again in ${count(f.retry_after, "second", "seconds")}`,
    already_waiting: (f) => `you are waiting at a table already (${f.id})`,
    already_playing: (f) =>
      `you have a match under way at a public table (${f.id}): go back to it, or leave it to the computer and start another`,
    no_such_pair: (f) => `no table is keeping a seat for the partner code ${quote(f.pair)}`,
    not_public: () => "this table is not public",
    public_deals_known: () =>
      "only a match whose deals nobody knows can be public: one from a seed the server drew",
    public_seat_from_lobby: () =>
      "a seat at a public table is taken from Public tables, with a player profile",
    public_no_takeback: () =>
      "a public table's match is played as it goes: no undo, redo or restart",
    no_such_language: (f) =>
      `unknown language ${quote(f.value)}: use one of ${f.languages.join(", ")}`,
    too_many_quick: (f) =>
      `too many quick matches asked from here: try again in ${count(f.retry_after, "second", "seconds")}`,
    no_such_period: (f) => `the leaderboard is for "week" or "all", not ${quote(f.value)}`,
    bad_profile_id: (f) => `${quote(f.value)} is not a player's id`,
    no_such_phrase: (f) => `${quote(f.value)} is not one of the quick reactions`,
    too_many_reactions: (f) =>
      `too many reactions: try again in ${count(f.retry_after, "second", "seconds")}`,
    no_such_offer: (f) =>
      `there is no request ${quote(f.offer)} (it was answered, or the table moved on)`,
    offer_pending: () => "another request is waiting for an answer",
    not_asked: () => "this device holds no seat the request waits for",
    moved_on: () => "this table has moved on to a new match: this one is kept as it is",
    // a nudge refused, its seat named from this device (`f.named.seat`): the nudger's own
    // seat is never waited for by a nudge
    not_waited_for: (f) =>
      f.named.seat.you
        ? "you cannot nudge yourself"
        : `the table is not waiting for ${whom(f.named.seat)}`,
    nudge_too_soon: (f) =>
      `${whom(f.named.seat)} ${does(f.named.seat, "were", "was")} nudged a moment ago: nudge again in ${f.wait} s`,
    names_not_four: () => "names is a list of four entries, each a name or null",
    name_not_here: (f) =>
      `seat ${f.seat} is not played on this device: its player names it on taking it`,
    server_failed: () => "the server failed to handle this request; nothing was changed",
    unknown_host: (f) => `this server does not answer to the name ${quote(f.host)}`,
  },
  matchGone: "This match is no longer here (deleted in another tab?).",
  seatMoved: "Your seat moved to another device.",
  // the host released this device's seat (it did not leave it): it only watches now
  seatReleased: "The host let your seat go: you are watching now.",
  // the host released some of this device's seats, not all (`seats`): it plays on at the others
  seatsReleased: (seats) => `The host let ${form(seats.length, "seat", "seats")} ${and(seats)} go.`,
  stale: "The table changed meanwhile, so that was not done: here is the table as it is now.",
  // a request that got no answer though the device thinks it is online: a dropped connection
  // (a phone between networks) as often as a server away, so the words blame neither
  noAnswer: "The server did not answer: check your connection, then try again.",
  // a request that never reached the server from a device that knows it has no network
  // (navigator.onLine): nothing is wrong with the server, so the words do not blame it
  noConnection: "No connection: check that this device is online, then try again.",
  // your move not yet answered (sending.js): this device has no network, or the connection
  // dropped; either way the move goes once the connection is back, not taken back
  moveOffline: "No connection: your move will be sent when you are back online.",
  moveWaiting: "Connection lost: your move will be sent as soon as it is back.",
  // a language chosen whose words could not be fetched (offline): the page stays in this one
  languageUnreachable: (name) =>
    `${name} could not be loaded: check your connection, then try again.`,
};
