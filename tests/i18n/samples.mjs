// The arguments each message function of a language module is called with by the checks
// (check.mjs, said.mjs): samples reaching each of its branches, among them counts of one.

// Fields of a refusal, a hint reason or a log entry: one object holding every field any of
// them reads, with values unlike each other so that a dropped or swapped field shows.
const reason = { code: "tile_dealt_twice", fields: {} };
const F = {
  tile: "6-4", value: "x6", count: 3, seat: 2, field: "colour", kind: "pass", team: "13",
  turn: 3, phase: "play", partner: 4, opener: 1, doubles: 2, tiles: ["5-5", "5-1"], number: 5,
  ends: [6, 3], end: "left", detail: "Unexpected token", line: 7, column: 12,
  format: "dobleseis/1", deal: 8, reason, action: 9, levels: ["random", "basic", "strong"],
  games: ["chiva", "haiti"],
  limit: 9007199254740991, cursor: 41, action_seat: 3, steps: 57, step: 58, id: "m42",
  version: 17, sent: 16, word: "NaN", key: "turn", parameter: "colour", path: "/api/x",
  method: "PUT", status: 418, numbers: [5, 3], pips: 11, win: 0.62, next: 0.48, hand: 6,
  representative: 1, finished: 4, digits: 5000, host: "elsewhere.example", invitation: "K7Q2", retry_after: 30,
  seats: [2, 4], type: "play", offer: "o9", languages: ["es", "ht"], profile: "p7c1",
  pair: "K7QM-4PXR",
};
const why = () => "WHY";
const ONE = {
  ...F, count: 1, doubles: 1, pips: 1, numbers: [4], ends: [2, 2], seats: [3], retry_after: 1,
};

// The teams as the viewer sees them (teams.js): ours, theirs, and named by seats.
const US = { team: "13", role: "us", seats: [1, 3] };
const THEM = { team: "24", role: "them", seats: [2, 4] };
const SEATS13 = { team: "13", role: null, seats: [1, 3] };
const SEATS24 = { team: "24", role: null, seats: [2, 4] };

// A seat as the words name it (teams.js, `sides().seat`): by its number, or by the name its
// player gave (the checks look for a name kept as they look for a number).
const S = (seat) => ({ seat, name: null });
const ANA = (seat) => ({ seat, name: "Ana" });
const LUIS = (seat) => ({ seat, name: "Luis" });
// a team both of whose players gave names, as a device taking no side names it
const NAMED24 = {
  team: "24", role: null, seats: [2, 4], names: ["Ana", "Luis"], players: [ANA(2), LUIS(4)],
};
// The seat of a device holding one seat ("you", named or not), and its partner's, its player
// having given no name ("your partner"), in the sentences that know them.
const YOU = (seat) => ({ seat, name: null, you: true, mate: false });
const MATE = (seat) => ({ seat, name: null, you: false, mate: true });

// The seats a refusal names, as this device's words say them (api.js, `named`): by number, by
// name, and from this device: its own seat (`you`) and its partner's (`mate`).
const BY_NUMBER = { seat: S(2), turn: S(3), partner: S(4), opener: S(1), representative: S(1) };
const BY_NAME = {
  seat: ANA(2), turn: LUIS(3), partner: ANA(4), opener: LUIS(1), representative: LUIS(1),
};
const FROM_HERE = {
  seat: YOU(2), turn: MATE(4), partner: MATE(4), opener: LUIS(1), representative: MATE(4),
};
const TO_HERE = { seat: MATE(2), turn: YOU(3), partner: YOU(4), opener: S(1), representative: YOU(3) };
// A team the score names by its players (teams.js `players`): this device's seat and a name,
// a name and the computer, two computers, your partner and a seat by its number.
const PLAYED = (players, role = null) => ({ ...SEATS13, role, players });
const COMPUTER = (seat) => ({ seat, name: null, computer: true });
// Teams a spectator sees named by their players (no side): a name and a seat by its number, a
// seat and the computer, two computers; the sentences name them as the score does.
const WATCHED13 = PLAYED([ANA(1), S(3)]);
const WATCHED24 = { ...SEATS24, players: [S(2), COMPUTER(4)] };
const COMPUTERS24 = { ...SEATS24, players: [COMPUTER(2), COMPUTER(4)], computers: true };

// Arguments for each message function: a list of samples, each the argument list of one call.
// an undo's or a redo's words, said of each kind of seat: yours, your partner's, named, by number
const EACH_SEAT = [[YOU(1)], [MATE(3)], [ANA(2)], [S(2)]];
const EACH_SEAT_PLAYS = EACH_SEAT.map(([p]) => [p, "6-5"]);
// who chose whom to open, each pair of kinds of seat
const WHO_OPENS = [
  [S(1), S(1)], [S(1), S(3)], [ANA(1), ANA(1)], [ANA(1), LUIS(3)], [YOU(1), YOU(1)],
  [YOU(1), MATE(3)], [YOU(1), LUIS(3)], [MATE(3), YOU(1)], [MATE(3), MATE(3)], [MATE(3), ANA(1)],
];

const SAMPLES = {
  "underWay.title": [["Chiva"]], "underWay.waitingTitle": [["Chiva"]], languageUnreachable: [["Español"]],
  seatLabel: [[3]], nameAtSeat: [[3]], seatHint: [[1], [2]], matchName: [["Chiva", "1 Dec 2026"]],
  joinTitle: [["Chiva"]], takeSeat: [[3]], inviteQr: [["K7QM4PXR"]], codeSpoken: [["K7QM4PXR"]],
  lobbyHeading: [["Haiti"]], seatsFree: [[1], [2], [0]], seatWho: [[2, "Ana"], [3, null]],
  pausedBy: [["rules"], ["log"]],
  "anyone.playGame": [["Chiva"]], "anyone.avatarNamed": [["red"], ["🐢"]],
  "anyone.profileMoved": [["Ana"]], "anyone.waitingHeading": [["Haiti"]],
  "anyone.leftWaiting": [["Chiva"]], "anyone.leftStarted": [["Chiva"]],
  "anyone.waitingHelp": [["Medium"]], "anyone.countdown": [[1], [25], [0]],
  "anyone.levelIs": [["Medium"]], "anyone.sitAt": [[3, null], [3, "Ana"]],
  computerWaits: [["Ana"], ["Seat 1", true, false], ["Seat 3", false, true]], yourTurnTitle: [["Doble Seis"]], nudge: [[ANA(2)], [S(3)], [MATE(3)]],
  nudgeSent: [[ANA(2)], [S(3)], [MATE(3)]], nudgedBy: [["Ana", false], ["Seat 3", true]],
  atReveal: [[ANA(2)], [S(3)], [MATE(3)]],
  rejoinLabel: [[4]],
  offerBy: [["undo", S(2)], ["new_match", ANA(3)], ["redo", MATE(3)]],
  // what a request would do: the asker's own tile, yours, your partner's, another's by name
  offerUndo: [[ANA(2), ANA(2), "6-4"], [S(2), S(2), "6-4"], [MATE(3), MATE(3), "5-5"],
    [ANA(2), YOU(1), "6-4"], [S(4), MATE(3), "5-1"], [S(2), LUIS(4), "3-2"], [ANA(2), S(4), "3-0"]],
  offerUndoMove: [[ANA(2), "WHAT."], [S(4), "WHAT."], [MATE(3), "WHAT."]],
  // what a redo would play again: the asker's own tile, yours, your partner's, another's by name
  offerRedo: [[ANA(2), ANA(2), "6-4"], [S(2), S(2), "6-4"], [MATE(3), MATE(3), "5-5"],
    [ANA(2), YOU(1), "6-4"], [S(4), MATE(3), "5-1"], [S(2), LUIS(4), "3-2"], [ANA(2), S(4), "3-0"]],
  offerRedoMove: [[ANA(2), "WHAT."], [S(4), "WHAT."], [MATE(3), "WHAT."]],
  offerRestart: [[ANA(2), 3], [S(4), 12], [MATE(3), 1]],
  offerNewMatch: [
    [ANA(2), [US, THEM], [2, 0]], [S(3), [SEATS13, NAMED24], [0, 3]],
    [MATE(3), [PLAYED([YOU(1), LUIS(3)], "us"), PLAYED([COMPUTER(2), COMPUTER(4)], "them")], [1, 0]],
  ],
  confirmNewSharedText: [[[US, THEM], [2, 0]], [[SEATS13, SEATS24], [0, 3]], [[SEATS13, NAMED24], [7, 5]]],
  offerMine: [["redo", [S(2)]], ["restart", [S(2), S(4)]], ["undo", [ANA(2), LUIS(4)]], ["undo", [MATE(3), S(2)]]],
  // what the request of this device would do, in its words: its own tile, its partner's, another's
  offerMineUndo: [[YOU(1), "6-4", [S(2)]], [MATE(3), "5-5", [ANA(2), LUIS(4)]],
    [ANA(2), "3-2", [MATE(3), S(2)]], [S(4), "3-0", [S(2), S(4)]]],
  offerMineUndoMove: [["WHAT.", [S(2)]], ["WHAT.", [ANA(2), MATE(3)]]],
  offerMineRedo: [[YOU(1), "6-4", [S(2)]], [MATE(3), "5-5", [ANA(2), LUIS(4)]],
    [ANA(2), "3-2", [MATE(3), S(2)]], [S(4), "3-0", [S(2), S(4)]]],
  offerMineRedoMove: [["WHAT.", [S(2)]], ["WHAT.", [ANA(2), MATE(3)]]],
  offerMineRestart: [[3, [S(2)]], [12, [ANA(2), LUIS(4)]], [1, [MATE(3)]]],
  offerMineNewMatch: [
    [[US, THEM], [2, 0], [S(2)]], [[SEATS13, NAMED24], [0, 3], [ANA(2), LUIS(4)]],
    [[PLAYED([YOU(1), LUIS(3)], "us"), PLAYED([COMPUTER(2), COMPUTER(4)], "them")], [1, 0], [MATE(3)]],
  ],
  offerRefused: [["restart", S(4)], ["undo", ANA(4)], ["undo", MATE(3)]],
  offerWithdrawn: [["undo", S(1)], ["new_match", ANA(1)], ["restart", MATE(3)]], offerYouWithdrew: [["restart"]], offerYouRefused: [["undo"]],
  // the seats that said yes to this device's request, the ones it waits for still
  offerAcceptedBy: [[[ANA(2)], [LUIS(4)]], [[MATE(3)], [S(2)]], [[S(2), S(4)], [S(3)]]],
  offerLapsed: [["undo"], ["new_match"]], offerAgreed: [["undo"], ["new_match"]], offerJoined: [["undo"], ["new_match"]],
  seatsText: [
    [["human", "computer", "computer", "computer"], [null, null, null, null]],
    [["human", "human", "computer", "human"], [null, null, null, null]],
    [["human", "computer", "human", "computer"], ["Ana", null, "Luis", null]],
    [["human", "human", "computer", "human"], ["Ana", null, "Luis", null]],
    // this device's one seat: "you" where its player gave no name, their name where they did
    [["human", "human", "computer", "computer"], [null, "Gus", null, null], 1],
    [["human", "human", "computer", "computer"], ["Ana", "Gus", null, null], 1],
  ],
  handAt: [[5]], wonBy: [[US], [THEM], [SEATS24], [NAMED24], [WATCHED24]], fileSummary: [["m.json", "Chiva", 1], ["m.json", "Chiva", 12]],
  cannotOpen: [["a tile is dealt twice"]], replayTitle: [["Chiva"]], stepOf: [[4, 57]],
  replayHolds: [
    [S(2), ["6-6", "5-4"]], [S(2), []], [ANA(2), ["6-6"]], [ANA(2), []],
    [YOU(1), ["6-6", "5-4"]], [YOU(1), []], [MATE(3), ["6-6"]], [MATE(3), []],
  ],
  replayStep: [[4, 57, "TEXT"]],
  replayWinner: [[SEATS13], [NAMED24], [WATCHED13], [US], [THEM], [null]], seatTeam: [[S(1), S(3)], [ANA(4), LUIS(2)]], commitmentShort: [["0123456789abcdef"]],
  seedShown: [[20]], sameSeedNamed: [[20]], seatsReleased: [[[2]], [[2, 4]]],
  seatCaption: [
    [S(1), true, false], [S(3), false, true], [S(2), false, false], [ANA(1), true, false],
    [ANA(3), false, true], [ANA(2), false, false],
  ],
  tilesLeft: [[1], [6]], endLabel: [["left", 5], ["right", 5]], lastPlayed: [["6-4"]],
  // the status line: another seat, yours, a named seat, your partner's, your named partner's
  turnOf: [[S(2), false, false], [S(1), true, false], [ANA(2), false, false], [S(3), false, true],
    [ANA(3), false, true]],
  acceptOf: [[S(2), false, false], [S(1), true, false], [ANA(2), false, false],
    [S(3), false, true], [ANA(3), false, true]],
  chooseOf: [[S(2), false, false], [S(1), true, false], [ANA(2), false, false],
    [S(3), false, true], [ANA(3), false, true]],
  thinking: [[S(3), false], [ANA(3), false], [S(3), true], [ANA(3), true]],
  cannotPlay: [["6-4"]], hand: [[2]], scoreAria: [["SCORE"]], redealRight: [[5]],
  redealAnnounced: [[S(3)], [ANA(3)], [MATE(3)], [YOU(1)]], openMeName: [[1]], openPartnerName: [[S(3)], [ANA(3)]],
  handoffTitle: [[S(2)], [ANA(2)]], iAm: [[S(2)], [ANA(2)]],
  "said.play": [
    [S(2), "6-4", 4], [S(1), "6-6", null], [ANA(2), "6-4", 4], [ANA(1), "6-6", null],
    [YOU(1), "6-4", 4], [YOU(1), "6-6", null], [MATE(3), "6-4", 4], [MATE(3), "6-6", null],
  ],
  "said.pass": [[S(2)], [ANA(2)], [YOU(1)], [MATE(3)]],
  "said.accept": [[S(3)], [ANA(3)], [YOU(1)], [MATE(3)]],
  "said.redeal": [[S(4)], [ANA(4)], [YOU(1)], [MATE(3)]],
  "said.choose": WHO_OPENS,
  "said.handOver": [[2]], "said.domino": [[S(3)], [ANA(3)], [YOU(1)], [MATE(3)]],
  "said.streakBroken": [[US], [THEM], [SEATS13], [WATCHED24]],
  "said.seated": [[S(3)], [ANA(3)]],
  "said.undonePlay": EACH_SEAT_PLAYS,
  "said.redonePlay": EACH_SEAT_PLAYS,
  "said.agreedUndonePlay": EACH_SEAT_PLAYS,
  "said.agreedRedonePlay": EACH_SEAT_PLAYS,
  "said.redonePass": EACH_SEAT,
  "said.agreedRedonePass": EACH_SEAT,
  "said.agreedUndoneAccept": EACH_SEAT,
  "said.agreedUndoneRedeal": EACH_SEAT,
  "said.agreedUndoneChoose": EACH_SEAT,
  "said.agreedRedoneAccept": EACH_SEAT,
  "said.agreedRedoneRedeal": EACH_SEAT,
  "said.agreedRedoneChoose": WHO_OPENS,
  "said.undoneAccept": EACH_SEAT,
  "said.undoneRedeal": EACH_SEAT,
  "said.undoneChoose": EACH_SEAT,
  "said.redoneAccept": EACH_SEAT,
  "said.redoneRedeal": EACH_SEAT,
  "said.redoneChoose": WHO_OPENS,
  // the computer playing a seat this device holds: its own (one seat), or one of several it
  // holds (hot seat), by number or name
  "said.standIn.play": [
    [YOU(1), "6-4", 4], [YOU(1), "6-6", null], [S(2), "6-4", 4], [ANA(2), "6-6", null],
  ],
  "said.standIn.pass": [[YOU(1)], [S(2)], [ANA(2)]],
  "said.standIn.accept": [[YOU(1)], [S(2)], [ANA(2)]],
  "said.standIn.redeal": [[YOU(1)], [S(2)], [ANA(2)]],
  "said.standIn.choose": [
    [YOU(1), YOU(1)], [YOU(1), MATE(3)], [YOU(1), LUIS(3)], [S(1), S(1)], [S(1), S(3)],
    [ANA(1), LUIS(3)],
  ],
  // whose turn it is after an undo or redo, to do what: play, accept the deal, choose who opens
  "said.turnNow": [
    [YOU(1), "play"], [MATE(3), "play"], [ANA(2), "play"], [S(2), "play"], [YOU(1), "accept"],
    [MATE(3), "accept"], [S(2), "accept"], [YOU(1), "choose"], [MATE(3), "choose"], [ANA(2), "choose"],
  ],
  "said.selected": [
    ["6-4", []], ["6-4", ["Left end, 4"]], ["6-4", ["Left end, 6", "Right end, 4"]],
  ], "said.selectedOpen": [["6-4"]],
  hintBest: [["WHAT"]], hintWin: [[0.31, 0.62]], hintOption: [["WHAT", 0.31, 0.62]],
  "actionText.play": [["6-4", 4, false], ["6-4", 4, true], ["6-4", null, false]],
  "actionText.choose": [[S(3)], [ANA(3)], [YOU(1)], [MATE(3)]], handOverTitle: [[2]],
  "review.title": [[2]], "review.running": [[3, 17], [0, 1]], "review.move": [[4, "WHO", "WHAT"]],
  "review.ready": [[null], [{ choices: 5, good: 3 }], [{ choices: 1, good: 1 }], [{ choices: 0, good: 0 }]],
  "review.accuracy": [["WHO", 3, 5], ["WHO", 1, 1], ["WHO", 0, 0]], "review.forced": [["WHAT"]],
  "review.good": [["MARK", true], ["MARK", false]],
  "review.verdict": [["MARK", 0.55, 0.58, 0.03, 0], ["MARK", 0.552, 0.554, 0.002, 1]],
  "review.played": [["WHAT", 0.55, 0.62, 0], ["WHAT", 0.552, 0.62, 1], ["WHAT", null]],
  "review.best": [["WHAT", 0.58, 0.71, 0], ["WHAT", 0.554, 0.71, 1]],
  // a move chosen: its mark and the best move instead; none where it was the best (its words
  // then only the move's and the mark's, each in the words of its own key)
  "review.chosen": [["4. Ana: 6-4 WHAT", "WHAT", "5-5 WHAT"], ["4. Ana: WHAT", "WHAT", null]],
  "review.option": [["WHAT", 0.31, 0.62, 0], ["WHAT", 0.552, 0.62, 1]],
  holds: [[1], [11], [0]], streakBroken: [[US], [THEM], [SEATS13], [WATCHED24]],
  dominoBy: [[S(3), US], [S(2), THEM], [S(3), SEATS13], [ANA(3), US], [ANA(2), THEM], [YOU(1), US], [MATE(3), US],
    [ANA(1), WATCHED13], [S(2), WATCHED24]], dekabes: [[1, 2], [2, 4]],
  "blockBy.totals": [[US, 9, 12], [SEATS13, 1, 12], [COMPUTERS24, 3, 9]],
  "blockBy.lowest": [[THEM, 2, 4], [SEATS24, 1, 4], [WATCHED24, 2, 5]],
  "tieBy.totals": [[16], [1]], "tieBy.lowest": [[4], [1]],
  // every game's block (`games.<name>`) is called on the same samples: "games.*.scoring"
  "games.*.scoring": [[US, 1], [THEM, 2], [SEATS13, 2], [WATCHED13, 2]], "nextOpening.forced": [[]],
  "nextOpening.choose": [[S(3)], [ANA(3)], [YOU(1)], [MATE(3)]],
  "nextOpening.lead": [[S(2)], [ANA(2)], [YOU(1)], [MATE(3)]], scoreChange: [
    [[US, THEM], [1, 0], [2, 0]], [[SEATS13, SEATS24], [0, 1], [1, 0]],
    [[PLAYED([YOU(1), LUIS(3)], "us"), PLAYED([ANA(2), COMPUTER(4)], "them")], [0, 0], [0, 1]],
  ],
  scoreNow: [
    [[US, THEM], [2, 0]], [[SEATS13, SEATS24], [0, 3]], [[SEATS13, NAMED24], [0, 3]],
    [[PLAYED([YOU(1), LUIS(3)], "us"), PLAYED([COMPUTER(2), COMPUTER(4)], "them")], [0, 1]],
  ],
  matchWinner: [[US], [THEM], [SEATS24], [NAMED24], [COMPUTERS24], [null]],
  finalScore: [[[US, THEM], [4, 0]], [[SEATS13, SEATS24], [0, 5]]],
  teamScore: [
    [US, 2], [THEM, 3], [SEATS24, 1], [NAMED24, 1],
    [PLAYED([{ ...ANA(1), you: true }, LUIS(3)], "us"), 2], [PLAYED([ANA(2), COMPUTER(4)], "them"), 3],
    [PLAYED([COMPUTER(2), COMPUTER(4)]), 1], [PLAYED([YOU(1), MATE(3)], "us"), 0],
    [PLAYED([LUIS(1), S(3)]), 4],
  ], handOutcome: [[US], [THEM]],
  savedScore: [[[US, THEM], [2, 1]], [[SEATS13, SEATS24], [1, 0]], [[SEATS13, NAMED24], [0, 3]]],
  levelChosen: [["LEVEL"]], noFit: [["6-4", 2]],
  "games.*.cheers.match.title": [[true], [false], [null]],
  "games.*.cheers.match.text": [[US, "4–0"], [THEM, "5–0"], [SEATS24, "4–0"], [WATCHED13, "4–0"]],
  "games.*.cheers.dekabes.title": [[true], [false], [null]],
  "games.*.cheers.dekabes.text": [
    [S(3), US, 2], [S(2), THEM, 4], [S(1), SEATS13, 2], [ANA(3), US, 2], [ANA(2), THEM, 4],
    [YOU(1), US, 2], [MATE(3), US, 4], [S(2), WATCHED24, 2],
  ],
  rulesTitle: [["Chiva"]], logHand: [[3]],
  "logged.deal": [
    [{ opening: "forced", accepts: false }], [{ opening: "choose", leader: S(3), accepts: true }],
    [{ opening: "free", leader: S(2), accepts: false }], [{ redealt: true }],
    [{ opening: "choose", leader: ANA(3), accepts: true }],
    [{ opening: "free", leader: ANA(2), accepts: false }],
    [{ opening: "choose", leader: YOU(1), accepts: true }],
    [{ opening: "free", leader: YOU(1), accepts: false }],
    [{ opening: "choose", leader: MATE(3), accepts: true }],
    [{ opening: "free", leader: MATE(3), accepts: false }],
  ],
  "logged.play": [
    [{ seat: S(2), play: "6-4", on: 4 }], [{ seat: S(1), play: "6-6", on: null }],
    [{ seat: ANA(2), play: "6-4", on: 4 }], [{ seat: ANA(1), play: "6-6", on: null }],
    [{ seat: YOU(1), play: "6-4", on: 4 }], [{ seat: YOU(1), play: "6-6", on: null }],
    [{ seat: MATE(3), play: "6-4", on: 4 }], [{ seat: MATE(3), play: "6-6", on: null }],
  ],
  "logged.pass": [
    [{ seat: S(3), ends: [5, 2] }], [{ seat: S(3), ends: [5, 5] }], [{ seat: ANA(3), ends: [5, 2] }],
    [{ seat: YOU(1), ends: [5, 2] }], [{ seat: YOU(1), ends: [5, 5] }],
    [{ seat: MATE(3), ends: [5, 2] }], [{ seat: MATE(3), ends: [5, 5] }],
  ],
  "logged.accept": [[{ seat: S(4) }], [{ seat: ANA(4) }], [{ seat: YOU(1) }], [{ seat: MATE(3) }]],
  "logged.redeal": [[{ seat: S(4) }], [{ seat: ANA(4) }], [{ seat: YOU(1) }], [{ seat: MATE(3) }]],
  "logged.choose": [
    [{ seat: S(1), opener: S(1) }], [{ seat: S(1), opener: S(3) }],
    [{ seat: ANA(1), opener: ANA(1) }], [{ seat: ANA(1), opener: LUIS(3) }],
    [{ seat: YOU(1), opener: YOU(1) }], [{ seat: YOU(1), opener: MATE(3) }],
    [{ seat: YOU(1), opener: LUIS(3) }], [{ seat: MATE(3), opener: YOU(1) }],
    [{ seat: MATE(3), opener: MATE(3) }],
  ],
  autoPassed: [[S(1), [6]], [ANA(2), [5, 3]]], autoPassedYou: [[[6]], [[5, 3]]], undoAskTitle: [[1]], undoAskText: [[1, "WHAT."]],
  undoAskYes: [[1]], sheetCaption: [["Chiva"]], sheetTeam: [[US], [THEM], [SEATS13], [PLAYED([COMPUTER(2), COMPUTER(4)], "them")]], "sheetHow.domino": [[S(3)], [ANA(3)], [YOU(1)], [MATE(3)]],
  "sheetHow.dekabes": [[S(3)], [ANA(3)], [YOU(1)], [MATE(3)]], "sheetHow.block": [[]], "sheetHow.tie": [[]],
  "sheetPoints.added": [[2]], sheetScore: [[[2, 0]]],
  sheetScoreOrder: [[US], [SEATS13], [WATCHED13]],
  statsCaption: [["Chiva", "Basic"]], statsLeftOut: [[1], [3]],
  "sheetAccuracy.seat": [
    ["WHO", { choices: 6, good: 5, accuracy: 0.833 }],
    ["WHO", { choices: 1, good: 1, accuracy: 1 }],
    ["WHO", { choices: 2, good: 0, accuracy: 0 }],
    ["WHO", { choices: 0, good: 0, accuracy: null }],
  ],
  "sheetAccuracy.pending": [[[3]], [[2, 4]], [[1, 2, 3]]], "sheetAccuracy.review": [[4]],
  statsAccuracy: [[0.82, 0], [0.82, 1], [0.82, 4], [null, 1], [null, 9]],
  "ratings.matches": [[1], [12]], "ratings.chart": [["Chiva", 12, "18.5", "21.3"], ["Chiva", 1, "25.0", "21.3"]],
  "ratings.below": [[100]], "ratings.shown.week": [["Chiva"]], "ratings.shown.all": [["Chiva"]],
  "anyone.sides": [
    [{ names: ["Ana"], computers: 1 }, { names: ["Luis"], computers: 1 }],
    [{ names: ["Ana", "Luis"], computers: 0 }, { names: [], computers: 2 }],
  ],
  "reactions.said": [["Ana", "WHAT"]], "reactions.wait": [[1], [3]],
  "reactions.mute": [["Ana"]], "reactions.unmute": [["Ana"]],
  "reactions.plateMute": [["Ana"], ["Luis"]], "reactions.plateUnmute": [["Ana"]],
  "reactions.mutedNow": [["Ana"]], "reactions.unmutedNow": [["Ana"]],
  "logged.result": [
    [
      ["Domino! Seat 3 went out", "Score: 0–0 → 1–0"], [["6-6", "5-5"], [], ["1-0"], ["2-2"]],
      [S(1), ANA(2), S(3), LUIS(4)],
    ],
    [
      ["Domino! You went out", "Score: 0–0 → 1–0"], [["6-6", "5-5"], [], ["1-0"], ["2-2"]],
      [YOU(1), ANA(2), MATE(3), S(4)],
    ],
  ],
  // the lobby's partners (partners.js): every kind of player, and the pairs said as one
  partners: [
    [[{ you: true }, { name: "Ana" }], [{ name: "Ben" }, { computer: true }]],
    [[{ seat: 1 }, { free: true }], [{ computer: true }, { computer: true }]],
    [[{ name: "Marta" }, { seat: 3 }], [{ free: true }, { free: true }]],
  ],
};
export const samplesFor = (path) => {
  if (path.startsWith("errors."))
    return [
      [{ ...F, named: BY_NUMBER }, why], [{ ...ONE, named: BY_NAME }, why],
      [{ ...F, named: FROM_HERE }, why], [{ ...ONE, named: TO_HERE }, why],
    ];
  // a seat by number, by name, and by where it sits from the player the reasons are for
  if (path.startsWith("reasons."))
    return [
      [{ ...F, seat: S(2) }], [{ ...ONE, seat: ANA(2) }], [{ ...F, seat: { ...S(2), at: "right" } }],
      [{ ...F, seat: { ...S(4), at: "left" } }],
    ];
  return SAMPLES[path.replace(/^games\.[^.]+\./, "games.*.")];
};
