// Every word the client shows or says, in Haitian Creole as players say it at the table
// (docs/glossary-ht.md): the same keys as en.js. Kreyòl does not mark the plural on a noun after
// a number (1 domino, 7 domino), so no message needs a plural form. Intl has no Haitian Creole
// data, so numbers and dates are formatted as in Haiti's French (fr-HT).

import {
  capitalIn,
  NAMES,
  partnerOf,
  percent,
  quote,
  score,
  seatsOf,
  series,
  turnSaid,
} from "./shared.js";

// the ends a play leaves; one number at both is said once
const nanBoutYo = ([a, b]) =>
  a === b ? `sou ${a} nan tou de bout yo` : `nan bout yo, ${a} ak ${b}`;
const pct = percent("fr-HT");
const and = series("ak");
const or = series("oswa");
const doing = { accept: "aksepte", choose: "chwazi", play: "jwe" };
const side = { left: "gòch", right: "dwat" };

// A team from the viewer's side (teams.js): {team, role: "us" | "them" | null, seats, names,
// players, computers}; without a side, in a sentence by its players where the score names it so
// ("ekip Ana ak plas 3", as the score's "Ana ak plas 3").
const sidePair = (side) => `${side.seats[0]} ak ${side.seats[1]}`;
const sideTag = (side) =>
  side.role === "us"
    ? "Nou"
    : side.role === "them"
      ? "Yo"
      : side.names
        ? `${side.names[0]} ak ${side.names[1]}`
        : `Plas ${sidePair(side)}`;
const sideName = (side) =>
  side.role === "us"
    ? "ekip ou"
    : side.role === "them"
      ? "lòt ekip la"
      : side.players
        ? `ekip ${members(side)}`
        : `ekip plas ${sidePair(side)}`;
// a team in the facts of a saved match: "nou 2", "plas 1 ak 3: 2"
const savedSide = (side) =>
  side.role === "us"
    ? "nou"
    : side.role === "them"
      ? "yo"
      : `${side.names ? side.names.join(" ak ") : `plas ${sidePair(side)}`}:`;
// A team the score names by its players (teams.js `players`, where the table's players have
// names): "Ou ak Ana: 2", "Luis ak òdinatè a: 0"; this device's seat (`you`) first, named or not.
const member = (p) =>
  p.you ? "ou" : (p.name ?? (p.computer ? "òdinatè a" : p.mate ? "patnè ou" : `plas ${p.seat}`));
const members = (side) => (side.computers ? "òdinatè yo" : side.players.map(member).join(" ak "));
const sideOf = (t) => sideName({ role: null, seats: seatsOf(t) });
const capital = capitalIn("fr-HT");
// a team in the score at the end of a hand and in the score sheet: as the score bar names it
// (`teamScore`), by its players where the table's have names, else its tag
const scored = (side) => (side.players ? capital(members(side)) : sideTag(side));
// A seat as a sentence names it (teams.js, `sides().seat`): {seat, name}, the name its player
// gave or null: *Ana* or *plas 2*.
const plas = (p) => p.name ?? `plas ${p.seat}`;
const Plas = (p) => p.name ?? `Plas ${p.seat}`;
/** A seat as the status line names it: your partner (`mate`) without a name is *patnè ou*. */
const plasMate = (p, mate) => (mate && !p.name ? "patnè ou" : plas(p));
const PlasMate = (p, mate) => (mate && !p.name ? "Patnè ou" : Plas(p));
// A seat as the table's sentences name it on a device holding one seat (teams.js `sides`): its
// own (`p.you`) *ou*, named or not, its partner's (`p.mate`) *patnè ou* where its player gave no
// name; `li` (`l`) or *ou* after it.
const plasY = (p) => (p.you ? "ou" : plasMate(p, p.mate));
const PlasY = (p) => (p.you ? "Ou" : PlasMate(p, p.mate));
/** The seat, then *ap* (is doing, will do): *ou* and *ap* join as they are said, *w ap*. */
const Ap = (p) => (p.you ? "W ap" : `${PlasY(p)} ap`);
const ap = (p) => (p.you ? "w ap" : `${plasY(p)} ap`);
const li = (p, short = false) => (p.you ? "ou" : short ? "l" : "li");
/** For a seat the computer plays: *pou ou*, *pou patnè ou*, *pou Ana*, *pou plas 2*. */
const pou = (p) => `pou ${plasY(p)}`;
/** Whose turn a refusal of the rules says it is (`f.named`, api.js: this device's own seat,
 * named or not, is *ou*): *tou pa w*, *tou Ana*. */
const tou = (p) => (p.you ? "tou pa w" : `tou ${plasY(p)}`);
/** The seat itself, as a refusal names it: *plas ou*, *plas patnè ou*, *plas Ana*, *plas 2*. */
const plasDe = (p) => (p.you ? "plas ou" : p.mate ? "plas patnè ou" : `plas ${p.name ?? p.seat}`);
// A seat a hint's reasons name: an opponent by name, else by where it sits from the player
// (`p.at`), else by number; the partner *patnè ou* (*, Ana,*).
const rival = (p) =>
  p.name ?? (p.at === "left" || p.at === "right" ? `moun ki sou bò ${side[p.at]} ou a` : plas(p));
const partnerY = (p) => (p.name ? `patnè ou, ${p.name},` : "patnè ou");
/** Who played a domino, as the one who asks (`p`) to take it back says it: *li* (the asker
 * itself), *ou*, *patnè ou*, *Ana*, *plas 2*. */
const kiJwe = (p, mover) => (mover.seat === p.seat ? "li" : plasY(mover));
// A Haiti choice of seat `p` a redo made again, after the words that say who made it so
// (`said.redoneAccept`, `said.agreedRedoneAccept`...): a deal accepted, a redeal, who opens (`o`)
const dakoAnko = (p) => `${plasY(p)} dakò ak domino ${li(p, true)} yo ankò.`;
const rebatAnko = (p) => `${plasY(p)} mande rebat ankò; nouvo domino yo tounen.`;
const louvriAnko = (p, o) =>
  p.seat === o.seat
    ? `${ap(p)} louvri ankò.`
    : p.you
      ? `ou mande patnè ou${o.name ? `, ${o.name},` : ""} pou l louvri ankò.`
      : o.you
        ? `${plasY(p)} mande w pou w louvri ankò.`
        : `${plasY(p)} mande patnè l, ${plas(o)}, pou l louvri ankò.`;
/** The seats a request waits for: by name where one has a name, else *plas 2*. */
const nApTann = (ps) =>
  ps.some((p) => p.name || p.mate) ? and(ps.map(plasY)) : `plas ${and(ps.map((p) => p.seat))}`;
/** The match a new match stops, at its score, and where it is kept. */
const kanpe = (sides, score) =>
  `Pati sa a ap kanpe la (${scored(sides[0])}: ${score[0]}, ${scored(sides[1])}: ${score[1]}), epi l ap rete nan Pati ou yo pou w ka gade l ankò.`;

export const ht = {
  lang: "ht",
  locale: "fr-HT",
  // Intl has no Kreyòl: its dates would say the French month. The short months (janvye,
  // fevriye, ... desanm), as the ht_HT locale of the C library writes them.
  months: ["jan", "fev", "mas", "avr", "me", "jen", "jiy", "out", "sep", "okt", "nov", "des"],
  appTitle: "Doble Seis",
  tagline: "Domino an ekip, jan yo jwe l nan Karayib la",

  // start screen
  startHeading: "Nouvo pati",
  game: "Jwèt",
  // each game's words in one block, as in en.js
  games: {
    chiva: {
      title: "Chiva (Pòtoriko)",
      about:
        "Patnè yo chita youn anfas lòt epi chak moun jwe yon domino ki antre nan yon bout liy lan; yon ekip genyen men an lè youn nan moun li yo fini, oswa, lè jwèt la bloke, lè de men li yo gen mwens pwen. Yon men yo genyen konte sèlman si lòt ekip la gen 0, sinon pwen tou de ekip yo tounen 0: premye ekip ki rive 4–0 genyen pati a.",
      toWin: "Premye ekip ki rive 4–0 genyen",
      scoring: (w) => `${capital(sideName(w))} ajoute 1 nan seri li.`,
      cheers: {
        match: {
          title: (won) => (won === false ? "Chiva pou lòt ekip la" : "Chiva!"),
          text: (w, final) =>
            w.role === "us"
              ? `${final}: yon chiva pou ou ak patnè ou!`
              : `${final}: ${sideName(w)} genyen pati a ak yon chiva.`,
        },
      },
      rules: [
        {
          title: "Domino yo ak plas yo",
          items: [
            "Yon jwèt doub sis: 28 domino, yo separe yo tout, 7 pou chak nan kat jwè yo. Pèsonn pa " +
              "janm pran nan pil.",
            "Patnè yo chita fas a fas: plas 1 ak 3 (ekip 13) jwe kont plas 2 ak 4 (ekip 24). Tou yo " +
              "ale 1, 2, 3, 4.",
          ],
        },
        {
          title: "Jwe yon men",
          items: [
            "Premye men yon pati, ak men ki vini apre yon egalite, louvri ak doub sis (6-6): moun ki" +
              " genyen l lan dwe jwe l.",
            "Sinon, moun ki te fini men anvan an louvri ak nenpòt domino; apre yon jwèt bloke, se " +
              "jwè ki pi lejè a (mwens pwen) nan ekip ki genyen an ki louvri, plas ki pi piti a si yo " +
              "egal. Louvèti a pa janm pase bay patnè a.",
            "Jwe yon domino ki gen menm nimewo ak yon bout ki louvri nan liy lan. Yo mete doub la an" +
              " travè; liy lan pa janm fè branch.",
            "Si ou ka jwe, fòk ou jwe. Si ou pa ka, ou pase, e tout moun konnen ou pa gen okenn nan " +
              "de nimewo bout yo.",
          ],
        },
        {
          title: "Ki jan yon men fini",
          items: [
            "Domino: yon jwè jwe dènye domino l; ekip li genyen men an.",
            "Bloke: pèsonn pa ka jwe. Chak ekip adisyone pwen de jwè l yo; total ki pi piti a " +
              "genyen. Si total yo egal, se egalite: anyen pa chanje.",
            "Si dènye domino a bloke jwèt la tou, se domino li konte.",
          ],
        },
        {
          title: "Pwen yo: seri a",
          items: [
            "Se sèlman men ki genyen ki konte: pa janm pwen ki rete, ni doub, ni yon dènye domino espesyal.",
            "Si ekip ki pèdi a gen 0, moun ki genyen yo ajoute 1 nan seri yo.",
            "Si ekip ki pèdi a te gen yon seri, de ekip yo tounen 0 e moun ki genyen yo pa jwenn " +
              "anyen pou men sa a.",
            "Yon egalite pa chanje anyen. Premye ekip ki rive 4–0 genyen pati a.",
            "Nan Chiva, senk doub oswa plis pa janm anile yon men.",
          ],
        },
      ],
    },
    haiti: {
      title: "Ayiti (Dékabès)",
      about:
        "Menm jwèt an ekip la, men chak jwè dakò ak domino li yo anvan (ak senk doub oswa plis li ka mande rebat), epi yon jwèt bloke ale bay ekip ki gen men ki pi lejè a. Yon men yo genyen bay 1 pwen, yon egalite fè pwochen an konte doub, fini ak yon domino ki antre nan de bout yo (yon Dékabès) konte doub, epi premye ekip ki rive 4 pwen genyen.",
      toWin: "Premye ekip ki rive 4 pwen genyen",
      scoring: (w, pts) => `${capital(sideName(w))} make ${pts} pwen.`,
      cheers: {
        match: {
          title: (won) =>
            won === true ? "Viktwa!" : won === false ? "Nou pèdi pati a" : "Pati a fini",
          text: (w, final) =>
            w.role === "us"
              ? `Ou menm ak patnè ou genyen pati a, ${final}!`
              : `${capital(sideName(w))} genyen pati a, ${final}.`,
        },
        dekabes: {
          title: (won) => (won === false ? "Dékabès pou lòt ekip la" : "Dékabès!"),
          text: (p, w, pts) =>
            `${PlasY(p)} fini ak yon domino ki antre nan de bout yo: ${pts} pwen pou ${sideName(w)}.`,
        },
      },
      rules: [
        {
          title: "Domino yo ak plas yo",
          items: [
            "Yon jwèt doub sis: 28 domino, 7 pou chak nan kat jwè yo. Pèsonn pa janm pran nan pil.",
            "Patnè yo chita fas a fas: plas 1 ak 3 (ekip 13) jwe kont plas 2 ak 4 (ekip 24). Tou yo " +
              "ale 1, 2, 3, 4.",
          ],
        },
        {
          title: "Separe domino yo",
          items: [
            "Apre chak fwa yo separe domino yo, chak jwè gade pa l an prive epi l dakò.",
            "Yon jwè ki gen senk doub oswa plis ka mande rebat pito: yo mele tout 28 domino yo epi " +
              "yo separe yo ankò. Se yon dwa, li pa janm otomatik. Òdinatè a toujou sèvi avè l.",
          ],
        },
        {
          title: "Ki moun ki louvri",
          items: [
            "Premye men yon pati louvri ak doub sis (6-6), moun ki genyen l lan jwe l.",
            "Apre yon viktwa, ekip ki genyen an chwazi kiyès nan de jwè l yo ki louvri, ak nenpòt " +
              "domino. Se jwè ekip la ki gen mwens pwen nan men l ki chwazi, plas ki pi piti a si yo " +
              "egal, e li wè sèlman pwòp domino pa l. Apre yon domino se moun ki fini an, sof si patnè" +
              " l gen sèlman 0-0 la: yo toulède gen 0 pwen, kidonk se plas ki pi piti a ki chwazi.",
            "Apre yon egalite, ekip ki te louvri men egalite a chwazi ankò; se jwè ki te louvri l la" +
              " ki deside.",
          ],
        },
        {
          title: "Jwe yon men",
          items: [
            "Jwe yon domino ki gen menm nimewo ak yon bout ki louvri nan liy lan. Yo mete doub la an" +
              " travè; liy lan pa janm fè branch.",
            "Si ou ka jwe, fòk ou jwe. Si ou pa ka, ou pase, e tout moun konnen ou pa gen okenn nan " +
              "de nimewo bout yo.",
            "Domino: yon jwè jwe dènye domino l; ekip li genyen men an.",
            "Bloke: pèsonn pa ka jwe. Yo konpare men ki pi lejè nan chak ekip (total patnè yo pa " +
              "konte); sa ki pi piti a genyen. Si yo egal, se egalite.",
          ],
        },
        {
          title: "Pwen yo",
          items: [
            "Yon domino oswa yon jwèt bloke ou genyen vo baz la: 1 pwen, oswa 2 apre yon egalite.",
            "Dékabès: fini ak yon domino ki pa doub e ki te ka antre nan de bout ki louvri yo (menm " +
              "lè de bout yo egal). Li konte doub: 2 pwen, oswa 4 apre yon egalite.",
            "Yon egalite kenbe pwen de ekip yo e li fè pwochen viktwa a konte doub (pa janm plis " +
              "pase doub).",
            "Moun ki genyen yo ajoute pwen yo; se sèlman ekip ki pèdi a ki tounen 0.",
            "Pati a fini depi yon ekip gen 4 pwen oswa plis.",
          ],
        },
      ],
    },
  },
  // the rules panel's last section, the same for every game
  atTable: {
    title: "Sou tab sa a",
    items: [
      "Chwazi yon domino oswa mande yon konsèy se jis montre yon kou; anyen pa jwe toutotan ou " +
        "pa konfime l.",
      "Òdinatè a ak konsèy yo konnen sèlman pwòp domino pa yo ak sa tout moun wè.",
      "Pandan règ yo oswa istwa a louvri, òdinatè a ap tann.",
      "Defèt tounen nan desizyon ou te pran anvan an, ak repons òdinatè a depi lè sa a; Refè " +
        "remete egzakteman menm kou yo.",
      "Rekòmanse men an jwe menm domino yo ankò ak pwen ki te la anvan men an.",
      "Kat men yo parèt sèlman lè men an fini. Pa gen revèy, pa gen paryaj.",
    ],
  },
  seatsHeading: "Ki moun ki chita ki kote",
  seatLabel: (s) => `Plas ${s}`,
  human: "Moun",
  computer: "Òdinatè",
  level: "Nivo òdinatè a",
  seed: "Semans (si ou vle)",
  seedHelp:
    "Kite l vid pou domino yo bat o aza (yo montre semans lan lè pati a fini). Menm semans lan " +
    "bay menm domino yo ankò.",
  startButton: "Kòmanse",
  seedInvalid: "Yon semans se yon nonm antye soti 0 rive 340282366920938463463374607431768211455.",

  // playing with friends, each on their own device (start screen, the table's panel)
  friendsHeading: "Jwe ak zanmi",
  friendsHelp:
    "Chak zanmi jwe sou pwòp telefòn oswa òdinatè pa l: envite yo ak yon lyen, yon kòd oswa yon " +
    "kòd QR.",
  seatKinds: {
    here: "Isit la, sou aparèy sa a",
    invited: "Yon zanmi (envite)",
    computer: "Òdinatè",
  },
  hintsAllowed: "Konsèy pèmèt sou tab la",
  createTable: "Mete tab la",
  friendsSeed: "Semans pou separe domino yo (si ou vle)",
  friendsNeedInvited: "Envite omwen yon zanmi, oswa kòmanse yon pati sou aparèy sa a anwo a.",
  joinHeading: "Antre sou yon tab",
  joinHelp: "Tape kòd yon zanmi li ba ou a, oswa louvri lyen li voye ba ou a.",
  codeLabel: "Kòd",
  findTable: "Chèche tab la",
  codeInvalid: "Yon kòd gen 8 lèt ak chif, tankou K7QM-4PXR.",
  joinTitle: (game) => `Antre sou yon tab: ${game}`,
  joinFree: "Chwazi yon plas ki lib. Non ou pa obligatwa: lòt yo wè l bò kote plas ou.",
  joinNone:
    "Tout plas yo gen moun. Ou ka gade; si mèt tab la libere yon plas, ou ka pran l isit la.",
  nameLabel: "Non ou (si ou vle)",
  nameAtSeat: (s) => `Non moun ki nan plas ${s} (si ou vle)`,
  takeSeat: (s) => `Pran plas ${s}`,
  watchTable: "Annik gade",
  takeFreeHeading: "Gen yon plas ki lib",
  inviteHeading: "Envite zanmi ou yo",
  inviteHelp:
    "Voye lyen an ba yo, montre yo kòd QR a, oswa li kòd la ba yo: yo louvri Doble Seis epi yo " +
    "tape l.",
  inviteCode: "Kòd: ",
  inviteLink: "Lyen",
  inviteQr: (code) => `Kòd QR lyen envitasyon an (kòd ${code})`,
  copyLink: "Kopye lyen an",
  linkCopied: "Lyen an kopye.",
  codeSpoken: (code) => code.split("").join(" "),
  tableButton: "Tab",
  tableTitle: "Ki moun ki sou tab la",
  waitingHost: "N ap tann mèt tab la kòmanse pati a.",
  lobbyHeading: (game) => `${game}: y ap mete tab la`,
  seatsFree: (n) => `Gen ${n} plas ki lib toujou.`,
  startTable: "Kòmanse pati a",
  startFill: "Kòmanse, òdinatè a jwe plas ki lib yo",
  partners: (us, them) => {
    const who = (w) =>
      w.you
        ? "ou"
        : w.name ||
          (w.computer ? "òdinatè a" : w.free ? "yon zanmi ki poko vini" : `plas ${w.seat}`);
    const duo = ([a, b]) =>
      a.computer && b.computer
        ? "de òdinatè"
        : a.free && b.free
          ? "de zanmi ki poko vini"
          : and([who(a), who(b)]);
    return `${capital(duo(us))} ap jwe ansanm kont ${duo(them)}.`;
  },
  deleteTable: "Efase tab la",
  confirmDeleteTableTitle: "Efase tab sa a?",
  confirmDeleteTableText: "Pati a efase pou tout moun ki sou tab la, pou tout tan.",
  releaseSeat: "Libere plas la",
  toComputer: "Kite òdinatè a jwe",
  giveBack: "Remèt plas la",
  hintsOn: "Konsèy pèmèt sou tab sa a.",
  hintsOffNote: "Konsèy pa pèmèt sou tab sa a.",
  allowHints: "Pèmèt konsèy",
  forbidHints: "Retire konsèy yo",
  seatWho: (s, name) => (name ? `${name}, plas ${s}` : `Plas ${s}`),
  seatState: {
    free: "lib: l ap tann yon zanmi",
    here: "sou aparèy sa a",
    yours: "ou menm",
    connected: "konekte",
    away: "pa la",
    awayWaits: "pa la: tab la ap tann",
    computer: "òdinatè a ap jwe",
  },
  pausedBy: (panel) => (panel === "rules" ? "ap li règ yo" : "ap li istwa a"),
  rejoinButton: "Jwe plas mwen sou yon lòt aparèy",
  rejoinHelp:
    "Louvri lyen sa a sou lòt aparèy la: plas ou ale la, epi aparèy sa a pa jwe l ankò. Pa bay " +
    "pèsonn li.",
  rejoinLabel: (s) => `Lyen pou retounen nan plas ${s}`,
  copyRejoin: "Kopye lyen pou retounen an",
  rejoinCopied: "Lyen pou retounen an kopye.",
  reconnecting: "Koneksyon an koupe: n ap rekonekte…",
  offerKinds: {
    undo: "defèt dènye kou a",
    redo: "refè kou ki te defèt la",
    restart: "rekòmanse men an",
    new_match: "kòmanse yon nouvo pati",
  },
  offerBy: (kind, p) => `${PlasY(p)} mande pou ${ht.offerKinds[kind]}.`,
  offerUndo: (p, mover, tile) =>
    `${PlasY(p)} mande pou yo retire ${tile} ${kiJwe(p, mover)} te jwe a.`,
  offerUndoMove: (p, what) => `${PlasY(p)} mande pou yo defèt kou sa a: ${what}`,
  offerRedo: (p, mover, tile) => `${PlasY(p)} mande pou ${kiJwe(p, mover)} jwe ${tile} ankò.`,
  offerRedoMove: (p, what) => `${PlasY(p)} mande pou yo refè kou sa a: ${what}`,
  offerRestart: (p, n) => `${PlasY(p)} mande pou yo rekòmanse men ${n}, men k ap jwe kounye a.`,
  offerNewMatch: (p, sides, score) =>
    `${PlasY(p)} mande pou yo kòmanse yon nouvo pati. ${kanpe(sides, score)}`,
  offerMine: (kind, ps) => `Ou mande pou ${ht.offerKinds[kind]}: n ap tann ${nApTann(ps)}.`,
  offerMineUndo: (mover, tile, ps) =>
    `Ou mande pou yo retire ${tile} ${plasY(mover)} te jwe a: n ap tann ${nApTann(ps)}.`,
  offerMineUndoMove: (what, ps) =>
    `Ou mande pou yo defèt kou sa a: ${what} N ap tann ${nApTann(ps)}.`,
  offerMineRedo: (mover, tile, ps) =>
    `Ou mande pou ${mover.you ? "w" : plasY(mover)} jwe ${tile} ankò: n ap tann ${nApTann(ps)}.`,
  offerMineRedoMove: (what, ps) =>
    `Ou mande pou yo refè kou sa a: ${what} N ap tann ${nApTann(ps)}.`,
  offerMineRestart: (n, ps) =>
    `Ou mande pou yo rekòmanse men ${n}, men k ap jwe kounye a: n ap tann ${nApTann(ps)}.`,
  offerMineNewMatch: (sides, score, ps) =>
    `Ou mande pou yo kòmanse yon nouvo pati: n ap tann ${nApTann(ps)}. ${kanpe(sides, score)}`,
  requestBar: "Demann",
  tableNewsBar: "Nouvèl tab la",
  acceptOffer: "Dakò",
  refuseOffer: "Refize",
  withdrawOffer: "Anile demann lan",
  offerWithdrawn: (kind, p) => `${PlasY(p)} pa mande pou ${ht.offerKinds[kind]} ankò.`,
  offerYouWithdrew: (kind) => `Ou pa mande pou ${ht.offerKinds[kind]} ankò.`,
  offerRefused: (kind, p) => `${PlasY(p)} refize ${ht.offerKinds[kind]}.`,
  offerYouRefused: (kind) => `Ou refize ${ht.offerKinds[kind]}.`,
  offerAgreed: (kind) => `Tout moun dakò pou ${ht.offerKinds[kind]}.`,
  offerLapsed: (kind) =>
    `Tout moun te dakò pou ${ht.offerKinds[kind]}, men yon moun te jwe anvan: anyen pa t fèt.`,
  offerJoined: (kind) => `Ou dakò pou ${ht.offerKinds[kind]}: n ap tann lòt yo.`,
  offerAcceptedBy: (ps, waits) =>
    `${capital(and(ps.map(plasY)))} dakò: n ap tann ${nApTann(waits)}.`,
  leaveTable: "Kite tab la",

  // jwe ak nenpòt moun: jwè aparèy sa a, "Jwe kounye a", tab piblik yo
  anyone: {
    heading: "Jwe kounye a",
    help: "Chita touswit ak lòt jwè. Lè kont a rebou a fini, òdinatè pran plas ki lib toujou yo.",
    playGame: (game) => `Jwe ${game}`,
    withFriend: "Ak yon zanmi kòm patnè m (w ap resevwa yon kòd pou li ba li)",
    tablesButton: "Tab piblik",
    pairSummary: "Yon zanmi ba ou yon kòd?",
    pairHeading: "Jwe kòm patnè zanmi ou",
    pairHelp: "Tape kòd zanmi ou li ba ou a.",
    joinFriend: "Al jwenn zanmi m",
    noProfile: "Chwazi yon non ak yon imaj: lòt jwè yo wè yo.",
    makeProfile: "Chwazi non m",
    editProfile: "Chanje",
    changeProfile: "Chanje non m oswa imaj mwen",
    moveOpen: "Pote jwè m sou yon lòt aparèy",
    profileTitle: "Jwè ou",
    profileHelp: "Lòt jwè yo wè non sa a ak imaj sa a sou tab piblik yo.",
    name: "Non",
    nameHelp: "Pa plis pase 24 karaktè.",
    nameMissing: "Ekri yon non.",
    avatar: "Imaj",
    colours: {
      red: "wouj",
      orange: "zoranj",
      gold: "koulè lò",
      green: "vèt",
      teal: "vèt ble",
      blue: "ble",
      purple: "vyolèt",
      pink: "wòz",
    },
    avatarNamed: (a) =>
      Object.hasOwn(ht.anyone.colours, a) ? `Premye lèt non ou sou ${ht.anyone.colours[a]}` : a,
    save: "Anrejistre",
    saveAndPlay: "Anrejistre epi jwe",
    profileSaved: "Jwè ou anrejistre.",
    moveHeading: "Jwe ak non ou sou yon lòt aparèy",
    moveHelp: "Fè yon lyen ki pote jwè ou (non, imaj ak nivo) sou yon lòt telefòn oswa òdinatè.",
    moveButton: "Fè lyen an",
    moveLinkHelp:
      "Louvri lyen sa a, oswa eskane kòd QR a, sou lòt aparèy la. Li mache yon sèl fwa, epi apre sa aparèy sa a p ap jwe ak non ou ankò. Pa bay pèsonn li.",
    moveLink: "Lyen ki pote jwè ou",
    moveQr: "Kòd QR lyen ki pote jwè ou",
    profileMoved: (name) => `Kounye a ou jwe kòm ${name} sou aparèy sa a.`,
    profileLinkUsed:
      "Yo te deja sèvi ak lyen sa a, oswa yo te fè yon lòt pi nouvo: fè yon lòt sou lòt aparèy la.",
    waitingHeading: (game) => `${game}: n ap chèche jwè`,
    waitingHelp: (level) =>
      `Jwè ki mande pou jwe kounye a chita isit la. Lè kont a rebou a fini, òdinatè (${level}) pran plas ki lib toujou yo.`,
    countdown: (n) => `Òdinatè yo ap chita nan ${n} segonn.`,
    seatOpen: "lib: n ap tann yon jwè",
    keptForPartner: "kenbe pou zanmi ou",
    partnerHere: "patnè ou",
    partnerOpen: "plas patnè ou: n ap tann yon jwè",
    pairShow: "Li kòd sa a ba zanmi ou:",
    fillNow: "Kòmanse ak òdinatè",
    giveUpSeat: "Libere plas mwen",
    leftWaiting: (game) => `Ou kite tab ${game} ou a: plas ou te genyen an lib ankò.`,
    leftStarted: (game) =>
      `Pati ${game} a te kòmanse jis lè ou t ap kite l: l ap kontinye, epi òdinatè a ap jwe pou ou jiskaske ou tounen.`,
    standIn: "pa la: òdinatè a ap jwe pou li",
    standInYou: "pa la: òdinatè a ap jwe pou ou",
    tablesTitle: "Tab piblik",
    back: "Retounen",
    waitingTables: "K ap tann jwè",
    playingTables: "K ap jwe",
    noneWaiting:
      "Pa gen tab k ap tann jwè kounye a. Louvri youn: pwochen moun ki vle jwe yo ap chita avè w.",
    nonePlaying: "Pa gen pati piblik k ap jwe kounye a.",
    loading: "N ap chaje…",
    kindQuick: "Jwe kounye a",
    kindHost: "Yon jwè louvri l",
    anyLanguage: "nenpòt lang",
    levelIs: (level) => `òdinatè: ${level}`,
    sitAt: (seat, partner) =>
      partner ? `Chita nan plas ${seat}, kòm patnè ${partner}` : `Chita nan plas ${seat}`,
    watch: "Gade",
    backToSeat: "Retounen nan plas mwen",
    publish: "Mete tab la nan Tab piblik",
    unpublish: "Retire l nan Tab piblik",
    isPublic: "Tab sa a piblik: nenpòt moun ka pran yon plas ki lib nan Tab piblik.",
    leaveTitle: "Kite pati a?",
    leaveText:
      "Pati a ap kontinye san ou: byento òdinatè a ap jwe plas ou, epi rezilta a ap konte pou nivo ou kanmenm. Nan Tab piblik ou ka tounen nan plas ou.",
    // asked before another public match while one of this player's is under way
    playingTitle: "Ou gen yon pati k ap jwe",
    playingText:
      "Pati ou sou yon tab piblik la ap kontinye san ou: òdinatè a ap jwe pou ou pandan ou pa la, epi rezilta a ap konte pou nivo ou kanmenm. Ou vle retounen ladan l, oswa kite l bay òdinatè a pou w kòmanse yon lòt?",
    another: "Kite l bay òdinatè a epi kòmanse yon lòt",
    // a match being played, in the lobby: each team as {names, computers}
    sides: (a, b) => {
      const crew = ({ names, computers }) =>
        names.length
          ? and([...names, ...(computers ? ["òdinatè a"] : [])])
          : `${computers} òdinatè`;
      return `${crew(a)} kont ${crew(b)}`;
    },
  },

  // saved matches and record files (start screen)
  savedHeading: "Pati ou yo",
  unfinishedHeading: "Pa fini: kontinye youn",
  finishedHeading: "Fini: gade youn ankò",
  noSaved: "Poko gen pati ki anrejistre: chak pati rete isit la pandan w ap jwe.",
  resume: "Kontinye",
  // the start screen's first cards: a match of this device's player under way, how it goes
  // on while they are away (the computer plays their seat, friends wait for them, or it
  // waits on this device), and the way back to it
  underWay: {
    title: (game) => `Pati ${game} ou a ap kontinye`,
    computer: "Òdinatè a ap jwe pou ou jiskaske ou tounen.",
    friends: "Lòt yo ap tann ou lè se tou pa w.",
    alone: "L ap tann ou kote ou te kite l la.",
    back: "Retounen ladan l",
    // a public table its player left before its match began: nothing is played yet
    waitingTitle: (game) => `Tab ${game} ou a poko kòmanse`,
    waiting:
      "Ou te kite tab la anvan pati a kòmanse, epi plas ou toujou la pou ou. Lè pati a kòmanse, òdinatè a ap jwe pou ou jiskaske ou tounen.",
    hostStarts: "Pati a ap kòmanse lè ou kòmanse l.",
    hostWaits: "Pati a ap kòmanse lè mèt tab la kòmanse l.",
  },
  replay: "Gade ankò",
  remove: "Efase",
  download: "Telechaje",
  matchName: (title, when) => `${title}, ${when}`,
  seatsText: (seats, names, you) => {
    // a player who gave a name is said by it, this device's one seat (`you`) by "you" if
    // not; the other seats by their numbers
    const named = (i) =>
      seats[i] === "human" ? (names[i] ?? (you === i + 1 ? "ou" : null)) : null;
    const of = (kind) => seats.flatMap((k, i) => (k === kind && !named(i) ? [String(i + 1)] : []));
    const players = seats.flatMap((_, i) => named(i) || []);
    const humans = of("human");
    const computers = of("computer");
    return [
      players.length ? and(players) : null,
      humans.length ? `moun nan plas ${and(humans)}` : null,
      computers.length ? `òdinatè nan plas ${and(computers)}` : null,
    ]
      .filter(Boolean)
      .join(", ");
  },
  handAt: (n) => `men ${n}`,
  importedNote: "soti nan yon fichye pati",
  leftForNew: "kite la pou yon nouvo pati",
  confirmDeleteTitle: "Efase pati sa a?",
  confirmDeleteText:
    "L ap disparèt nan òdinatè sa a pou tout tan. Telechaje fichye l anvan si ou vle kenbe yon " +
    "kopi.",
  confirmDeleteYes: "Efase pati a",
  deleted: "Pati a efase.",
  recordSecret:
    "W ap ka telechaje fichye l lè pati a fini: semans lan te tire an sekrè, e fichye a ta " +
    "montre tout men yo.",
  downloaded: "Fichye a telechaje.",
  openHeading: "Louvri yon fichye pati",
  openHelp:
    "Fichye yon pati (.json) ou te telechaje nan Doble Seis. Ou ka lage fichye a sou paj sa a " +
    "tou.",
  fileLabel: "Chwazi yon fichye pati",
  dropHere: "Lage fichye a pou louvri l",
  notJson: "Fichye sa a se pa yon pati Doble Seis: se pa JSON.",
  tooLarge: "Fichye sa a twò gwo pou yon pati (plis pase 1 Mo).",
  fileSummary: (name, game, n) => `${name}: ${game}, ${n} kou`,
  replayFile: "Gade l ankò kou pa kou",
  continueFile: "Kontinye jwe kote l rete a",
  continueHeading: "Ki moun ki kontinye jwe kote l rete a",
  recordOver: "Pati sa a fini deja: ou ka sèlman gade l ankò.",
  cannotOpen: (why) => `${why.charAt(0).toUpperCase()}${why.slice(1)}`,

  // replay
  replayBadge: "Gade ankò",
  replayTitle: (title) => `Gade ankò: ${title}`,
  replayNote:
    "Se yon pati pèsonn pa jwe ankò w ap gade: tout men yo parèt, e anyen ou fè isit la pa " +
    "chanje pati a.",
  stepOf: (k, n) => `Kou ${k} sou ${n}`,
  toStart: "Nan kòmansman",
  back: "Tounen",
  replayPrevHand: "Men anvan an",
  forward: "Avanse",
  replayNextHand: "Pwochen men",
  toEnd: "Nan fen",
  replayKeys:
    "Touch: ← ak → tounen oswa avanse yon kou, Page Up ak Page Down yon men, Home ak End ale " +
    "nan kòmansman oswa nan fen.",
  leaveReplay: "Soti",
  replayDeal: "Domino yo fèk separe, anvan pèsonn jwe.",
  replayHolds: (p, tiles) =>
    tiles.length ? `${PlasY(p)} gen ${tiles.join(", ")}` : `${PlasY(p)} pa gen anyen ankò`,
  replayStep: (k, n, text) => `Kou ${k} sou ${n}: ${text}`,
  // verifiable deals
  commitmentShort: (hex) => `Angajman sou domino yo ${hex.slice(0, 10)}…`,
  commitmentLabel: "Angajman sou domino yo (SHA-256)",
  commitmentHelp:
    "SHA-256 materyèl sekrè semans ki te bat domino men sa a. Yo montre materyèl la lè men an " +
    "fini, konsa nenpòt moun ka verifye domino yo te deja fiks anvan jwèt la kòmanse.",
  copyMaterial: "Kopye materyèl semans lan",
  copiedMaterial: "Materyèl semans lan kopye.",
  copyCommitment: "Kopye angajman an",
  copiedCommitment: "Angajman an kopye.",
  verifyHeading: "Verifye domino yo",
  seedMaterial: "Materyèl semans lan",
  verifyCommand: "Kòmand",
  copyCommand: "Kopye kòmand lan",
  copiedCommand: "Kòmand lan kopye.",
  verifyHelp:
    "Lanse l kote Doble Seis enstale: li pwouve domino yo te bat anvan jwèt la, paske materyèl " +
    "sa a, ki te sekrè jiska kounye a, bay ni angajman yo te montre anvan men an, ni egzakteman " +
    "men sa yo jan yo te separe.",

  // header and toolbar
  seedShown: (seed) => `Semans ${seed}`,
  seedSecret: "Semans: y ap montre l lè pati a fini",
  seedSecretHelp: "Yon semans tire o aza ta montre tout men yo, kidonk li rete kache jiska lafen.",
  copySeed: "Kopye semans lan",
  copied: "Semans lan kopye",
  sameSeed: "Jwe menm men yo ankò",
  sameSeedNamed: (seed) => `Nouvo pati ak menm semans lan (${seed})`,
  hint: "Konsèy",
  undo: "Defèt",
  redo: "Refè",
  restart: "Rekòmanse men an",
  newMatch: "Nouvo pati",
  home: "Akèy",
  rules: "Règ yo",
  log: "Istwa",
  close: "Fèmen",

  // the settings panel (settings.js): one entry in `prefs` per preference of prefs.js
  settings: "Paramèt",
  settingsTitle: "Paramèt",
  prefs: {
    lang: { label: "Lang", choices: NAMES },
    pace: {
      label: "Vitès òdinatè a",
      help: "Ti poz la anvan chak kou òdinatè a, menm chak fwa yo separe domino nan jwèt Ayiti a. Avèk mouvman redwi, òdinatè a jwe touswit. Sou yon tab ak zanmi, se vitès mèt tab la ki konte.",
      choices: { quick: "Rapid", normal: "Nòmal", relaxed: "Dousman" },
    },
    autoPass: {
      label: "Pase otomatikman lè pa gen domino ki antre",
      help: "Lè yon plas sou aparèy sa a pa gen domino ki antre, li pase touswit epi sa anonse.",
    },
    quickPlay: {
      label: "Jwe touswit yon domino ki antre yon sèl kote",
      help: "Yon domino ki antre nan yon sèl bout (oswa nan de bout ki gen menm nimewo) jwe touswit ou chwazi l. Fèmen: chwazi domino a, answit bout li.",
    },
    sound: {
      label: "Son",
      help: "Yon ti bri pou chak domino yo jwe, de kou sou tab la pou yon pase, yon ti klòch lè yon men fini.",
    },
    turnTitle: {
      label: "Tou pa w nan tit onglet la",
      help: "Nan yon tab ak zanmi, tit ak ikòn paj la di lè se tou pa w, menm nan yon lòt onglet.",
    },
    vibrate: {
      label: "Vibre",
      help: "Sou telefòn ki kapab: lè tou pa w rive, ak lè yon moun raple w.",
    },
    notify: {
      label: "Notifikasyon",
      help: "Yon notifikasyon lè tou pa w rive pandan paj la kache. Navigatè a mande yon sèl fwa, lè w antre oswa mete yon tab ak zanmi.",
    },
    contrast: {
      label: "Gwo kontras",
      help: "Nwa ak blan ak bò ki byen make: domino yo, bout yo ak kiyès ki gen tou a parèt klè.",
    },
    largeTiles: { label: "Gwo domino", help: "Domino ki pi gwo nan men ou ak sou liy jwèt la." },
    level: {
      label: "Nivo òdinatè a",
      help: "Pou nouvo pati sou aparèy sa a.",
      choices: {
        null: "Mande sou premye ekran an",
        random: "Fasil",
        basic: "Mwayen",
        strong: "Difisil",
      },
    },
  },
  more: "Plis",
  downloadRecord: "Telechaje fichye pati a",
  confirmNewTitle: "Kòmanse yon nouvo pati?",
  confirmNewText:
    "Pati sa a rete anrejistre: w ap ka kontinye l pita nan Pati ou yo, sou premye ekran an.",
  confirmNewSharedText: (sides, score) =>
    `Tout tab la ap pase nan nouvo pati a depi lòt jwè yo dakò. ${kanpe(sides, score)}`,
  confirmNewYes: "Kòmanse yon nouvo pati",
  cancel: "Anile",

  autoPassed: (p, ends) =>
    `Pa gen domino ki antre sou ${ends.join(" ni sou ")}: ${plas(p)} pase otomatikman.`,
  autoPassedYou: (ends) =>
    `Pa gen domino ki antre sou ${ends.join(" ni sou ")}: ou pase otomatikman.`,
  undoAskTitle: (s) => `Plas ${s}, èske nou ka defèt kou ou a?`,
  undoAskText: (s, what) =>
    `Defèt retire kou plas ${s} la: ${what} Bay plas ${s} aparèy la pou li dakò.`,
  undoAskYes: (s) => `Plas ${s} dakò: defèt`,
  sheet: "Fèy pwen",
  sheetTitle: "Fèy pwen",
  sheetCaption: (game) => `Fèy pwen pati a: ${game}`,
  sheetEmpty: "Poko gen men ki fini.",
  sheetHead: { hand: "Men", winner: "Genyen", how: "Kijan", points: "Ajoute", score: "Pwen" },
  sheetTeam: (side) => scored(side),
  sheetNobody: "pèsonn",
  sheetHow: {
    domino: (p) => `domino, ${plasY(p)}`,
    dekabes: (p) => `Dékabès, ${plasY(p)}`,
    block: () => "bloke",
    tie: () => "bloke: egalite",
  },
  sheetPoints: { added: (p) => `+${p}`, reset: "seri a kase", kept: "—" },
  sheetScore: (s) => `${s[0]}–${s[1]}`,
  sheetScoreOrder: (first) =>
    first.role === "us" ? "nou–yo" : `plas ${sidePair(first)} an premye`,
  sheetAccuracy: {
    title: "Presizyon",
    seat: (who, a) =>
      a.choices
        ? `${who}: ${pct(a.accuracy)}, ${a.good} bon sou ${a.choices} chwa`
        : `${who}: pa t gen chwa pou fè nan men ki analize yo`,
    none: "Poko gen men nan pati sa a ki analize.",
    pending: (hands) => `Poko analize, donk pa konte: men ${and(hands)}.`,
    review: (n) => `Analize men ${n}`,
  },
  stats: "Estatistik",
  statsHeading: "Estatistik ou yo",
  statsNone: "Poko gen pati ki jwe sou aparèy sa a: estatistik yo soti nan pati ou sere yo.",
  statsCaption: (game, level) => `${game}, ${level}`,
  statsHead: {
    matches: "Pati jwe",
    won: "Pati genyen",
    hands: "Men jwe",
    hands_won: "Men genyen",
    chivas: "Chiva (genyen 4–0)",
    dekabes: "Dékabès",
    best_streak: "Pi bon seri (pati genyen youn apre lòt)",
    accuracy: "Presizyon (mwayèn pou chak pati)",
  },
  statsAccuracy: (accuracy, pending) => {
    if (accuracy === null) return `ap tann (${pending} men pou analize)`;
    return pending ? `${pct(accuracy)} (${pending} men poko analize)` : pct(accuracy);
  },
  statsAccuracyNote:
    "Presizyon: pousantaj chwa ou yo analiz men an jije bon, an mwayèn pou chak pati. Men ki poko analize yo ap tann: yo pa konte.",
  statsLeftOut: (n) => `Pa konte: tab kote aparèy sa a jwe de ekip yo (${n}).`,
  ratings: {
    heading: "Nivo ou",
    noProfile: "Nivo a vini ak yon pwofil jwè: fè youn, epi jwe yon pati piblik ak lòt moun.",
    makeProfile: "Fè pwofil jwè m",
    none: "Ou poko gen nivo: w ap genyen youn apre premye pati piblik ou ak yon lòt moun.",
    matches: (n) => `${n} pati ki konte`,
    chart: (game, n, first, last) => `Nivo ${game} ou sou ${n} pati: soti ${first} rive ${last}.`,
    recent: "Dènye pati ki konte yo",
    board: "Klasman",
    game: "Jwèt",
    period: "Kilè",
    periods: { week: "Semèn sa a", all: "Tout tan" },
    head: { rank: "Ran", player: "Jwè", rating: "Nivo", matches: "Pati ki konte" },
    // the headers a narrow leaderboard (a phone) shows for Rank and Rating; the full ones read aloud
    headShort: { rank: "#", rating: "Nivo" },
    youMark: "(ou)",
    provisional: "nivo pwovizwa",
    provisionalNote: "Pwovizwa (?): nivo ou ap estabilize pandan w ap jwe plis pati ki konte.",
    won: "Genyen",
    lost: "Pèdi",
    // an empty leaderboard: after what `empty` says, the way onto it
    playFirst: "Jwe yon pati piblik ak lòt moun pou w parèt sou li.",
    empty: {
      week: "Pèsonn poko jwe yon pati ki konte semèn sa a.",
      all: "Pèsonn poko gen nivo.",
    },
    shown: {
      week: (game) => `Klasman ${game} pou semèn sa a.`,
      all: (game) => `Klasman ${game} pou tout tan.`,
    },
    below: (n) => `Ou poko nan ${n} premye yo.`,
  },

  // quick reactions at a public table (reactions.js)
  reactions: {
    open: "Reyaksyon",
    title: "Reyaksyon rapid",
    help: "Tout moun sou tab la wè l bò kote non ou pandan kèk segonn.",
    phrases: {
      hello: "Sak pase!",
      good_luck: "Bòn chans!",
      nice_play: "Bèl kou!",
      well_played_partner: "Byen jwe, patnè!",
      oops: "Woy!",
      thanks: "Mèsi!",
      good_game: "Bèl pati!",
      wow: "Mezanmi!",
    },
    said: (who, phrase) => `${who} di: ${phrase}`,
    wait: (n) => `Dousman! Ou ka voye yon lòt nan ${n} segonn.`,
    players: "Jwè sou tab la",
    muteHelp: "Kache reyaksyon yon jwè: yo p ap parèt sou aparèy ou yo ankò.",
    mute: (who) => `Kache reyaksyon ${who}`,
    unmute: (who) => `Montre reyaksyon ${who} ankò`,
    plateMute: (who) => `Kache reyaksyon ${who}`,
    plateUnmute: (who) => `Montre reyaksyon ${who} ankò`,
    mutedNow: (who) => `Reyaksyon ${who} p ap parèt pou ou ankò.`,
    unmutedNow: (who) => `Reyaksyon ${who} ap parèt pou ou ankò.`,
  },

  // table
  seatCaption: (p, you, partner) =>
    you
      ? `Ou menm, plas ${p.seat}`
      : partner
        ? p.name
          ? `${p.name}, patnè ou`
          : `Patnè, plas ${p.seat}`
        : p.name
          ? `${p.name}, plas\u00a0${p.seat}` // the seat and its number on one line
          : `Plas ${p.seat}`,
  seatKind: { human: "moun", computer: "òdinatè" },
  tilesLeft: (n) => `${n} domino`,
  yourTiles: "Domino ou yo",
  lineLabel: "Liy jwèt la",
  emptyLine: "Liy jwèt la vid",
  endLabel: (side, n) => `Bout ${side === "left" ? "gòch" : "dwat"}, ${n}`,
  openHere: "Louvri isit la",
  pass: "Pase",
  lastPlayed: (tile) => `jwe ${tile}`,
  lastPassed: "pase",
  yourTurnFlag: "Se tou pa ou!",
  thinkingFlag: "ap reflechi…",
  sendingFlag: "ap voye…",
  sendingStatus: "N ap voye kou ou a…",
  waitingFlag: "ap tann",
  // the status line: `mate`, the seat is your partner's (named as its plate names it unless its
  // player gave a name)
  turnOf: (p, you, mate) => (you ? "Se tou pa ou" : `Se tou ${plasMate(p, mate)}`),
  acceptOf: (p, you, mate) =>
    you ? "Gade domino ou yo epi aksepte yo" : `${PlasMate(p, mate)} ap gade domino l yo`,
  chooseOf: (p, you, mate) =>
    you ? "Ki moun ki louvri?" : `${PlasMate(p, mate)} ap chwazi ki moun ki louvri`,
  thinking: (p, mate) => `${PlasMate(p, mate)} ap reflechi…`,
  mustPass: "Ou pa gen domino ki antre: fòk ou pase.",
  forcedOpen: "Doub sis obligatwa: moun ki gen 6-6 la louvri avè l.",
  freeLeadYou: "Se ou ki louvri: jwe nenpòt domino.",
  selectHelp: "Chwazi yon domino, apre sa yon bout (oswa trennen domino a sou yon bout).",
  quickPlayHelp: "Chwazi yon domino pou jwe l (epi yon bout, si l antre nan toude).",
  cannotPlay: (tile) => `${tile} pa antre kounye a`,
  notYourTurn: "Tann tou pa ou.",
  hand: (n) => `Men ${n}`,
  scoreAria: (text) => `Pwen: ${text}`,
  doubleNext: "Pwochen viktwa a konte doub",

  // Haiti deal acceptance and choice of opener
  accept: "Dakò",
  requestRedeal: "Mande rebat",
  redealRight: (n) => `Ou gen ${n} doub: ou ka mande rebat.`,
  redealAnnounced: (p) => `${PlasY(p)} mande rebat: yo rebat tout 28 domino yo.`,
  whoOpens: "Ki moun ki louvri: ou menm oswa patnè ou? Se ou sèl ki wè domino ou yo.",
  openMeName: (s) => `Mwen menm (plas ${s})`,
  openPartnerName: (p) => `Patnè m (${plas(p)})`,

  // hot-seat handoff
  handoffTitle: (p) => `Pase aparèy la bay ${plas(p)}`,
  handoffText:
    "Tout lòt moun, pa gade. Domino yo parèt sèlman lè bon jwè a gen aparèy la nan men l.",
  iAm: (p) => (p.name ? `Mwen se ${p.name}` : `Se mwen ki plas ${p.seat}`),
  spectating: "W ap gade: pa gen domino pèsonn ki parèt.",

  // narration (the aria-live region and the last-move bubbles)
  said: {
    replayLeft: "Ou soti nan Gade ankò.",
    play: (p, tile, on) =>
      on === null ? `${PlasY(p)} louvri ak ${tile}.` : `${PlasY(p)} jwe ${tile} sou ${on} la.`,
    pass: (p) => `${PlasY(p)} pase.`,
    accept: (p) => `${PlasY(p)} dakò ak domino ${li(p, true)} yo.`,
    redeal: (p) => `${PlasY(p)} mande rebat: yo rebat tout 28 domino yo.`,
    choose: (p, o) =>
      p.seat === o.seat
        ? `${Ap(p)} louvri.`
        : p.you
          ? `Ou mande patnè ou${o.name ? `, ${o.name},` : ""} pou l louvri.`
          : o.you
            ? `${PlasY(p)} mande w pou w louvri.`
            : `${PlasY(p)} mande patnè l, ${plas(o)}, pou l louvri.`,
    // the same, done by the computer for seat `p`, which this device holds (as en.js)
    standIn: {
      play: (p, tile, on) =>
        on === null
          ? `Òdinatè a louvri ak ${tile} ${pou(p)}.`
          : `Òdinatè a jwe ${tile} sou ${on} la ${pou(p)}.`,
      pass: (p) => `Òdinatè a pase ${pou(p)}.`,
      accept: (p) => `Òdinatè a dakò ak domino yo ${pou(p)}.`,
      redeal: (p) => `Òdinatè a mande rebat ${pou(p)}: yo rebat tout 28 domino yo.`,
      choose: (p, o) =>
        p.seat === o.seat
          ? `Òdinatè a ap louvri ${pou(p)}.`
          : `${capital(pou(p))}, òdinatè a mande ${p.you ? `patnè ou${o.name ? `, ${o.name},` : ""}` : plas(o)} pou l louvri.`,
    },
    handOver: (n) => `Men ${n} fini.`,
    yourTurn: "Se tou pa ou.",
    // how a hand ended, in short, after `handOver` (the end-of-hand card says it at length)
    domino: (p) => `Domino! ${PlasY(p)} fini.`,
    streakBroken: (w) =>
      w.role === "us"
        ? "Ekip ou kase seri lòt ekip la."
        : w.role === "them"
          ? "Lòt ekip la kase seri ekip ou."
          : `${capital(sideName(w))} kase seri lòt ekip la.`,
    doubleNext: "Pwochen viktwa a konte doub.",
    seated: (p) => (p.name ? `${p.name} pran plas ${p.seat}.` : `Gen moun nan plas ${p.seat}.`),
    allSeated: "Tout plas yo pran: ou ka kòmanse pati a.",
    undone: "Defèt.",
    redone: "Refè.",
    agreedUndonePlay: (p, tile) =>
      p.you
        ? `Tout moun dakò: ${tile} ou a tounen nan domino ou yo.`
        : `Tout moun dakò: yo retire ${tile} ${plasY(p)} te jwe a.`,
    agreedRedonePlay: (p, tile) => `Tout moun dakò: ${plasY(p)} jwe ${tile} ankò.`,
    // the same for a Haiti deal's acceptance, a redeal, or the choice of who opens (as en.js)
    agreedUndoneAccept: (p) =>
      p.you
        ? "Tout moun dakò: ou poko dakò ak domino ou yo."
        : `Tout moun dakò: ${plasY(p)} poko dakò ak domino l yo; l ap gade yo ankò.`,
    agreedUndoneRedeal: (p) =>
      `Tout moun dakò: ${plasY(p)} pa mande rebat ankò; domino ki te bay anvan yo tounen.`,
    agreedUndoneChoose: (p) =>
      p.you
        ? "Tout moun dakò: yo retire chwa ou te fè a pou ki moun k ap louvri."
        : `Tout moun dakò: yo retire chwa ${plasY(p)} te fè a pou ki moun k ap louvri; l ap chwazi ankò.`,
    agreedRedoneAccept: (p) => `Tout moun dakò: ${dakoAnko(p)}`,
    agreedRedoneRedeal: (p) => `Tout moun dakò: ${rebatAnko(p)}`,
    agreedRedonePass: (p) => `Tout moun dakò: ${plasY(p)} pase ankò.`,
    agreedRedoneChoose: (p, o) => `Tout moun dakò: ${louvriAnko(p, o)}`,
    undonePlay: (p, tile) =>
      p.you
        ? `Defèt: ${tile} ou a tounen nan domino ou yo.`
        : `Defèt: ${tile} ${plasY(p)} a tounen nan domino li yo.`,
    // an undo that took back a Haiti deal's acceptance, a redeal, or the choice of who opens
    undoneAccept: (p) => `Defèt: ${plasY(p)} poko dakò ak domino ${li(p, true)} yo.`,
    undoneRedeal: (p) =>
      `Defèt: ${plasY(p)} pa mande rebat ankò; domino ki te bay anvan yo tounen.`,
    undoneChoose: (p) => `Defèt: ${plasY(p)} poko chwazi ki moun k ap louvri.`,
    redonePlay: (p, tile) => `Refè: ${plasY(p)} jwe ${tile} ankò.`,
    // a redo that made a pass again (as en.js)
    redonePass: (p) => `Refè: ${plasY(p)} pase ankò.`,
    // a redo that made again a Haiti deal's acceptance, a redeal, or the choice of who opens
    redoneAccept: (p) => `Refè: ${dakoAnko(p)}`,
    redoneRedeal: (p) => `Refè: ${rebatAnko(p)}`,
    redoneChoose: (p, o) => `Refè: ${louvriAnko(p, o)}`,
    turnNow: (p, phase) => turnSaid(ht, p, phase),
    restarted: "Men an rekòmanse ak menm domino yo.",
    newMatch: "Yon nouvo pati kòmanse.",
    selected: (tile, ends) =>
      ends.length === 0
        ? `Ou chwazi ${tile}.`
        : `Ou chwazi ${tile}: li antre sou ${ends.map((e) => e.toLowerCase()).join(" ak sou ")}. ` +
          "Chwazi yon bout.",
    redealYou: "Ou mande rebat: men nouvo domino ou yo.",
    selectedOpen: (tile) => `Ou chwazi ${tile}: peze Louvri isit la pou w jwe l.`,
    cancelled: "Chwa a efase.",
  },

  // hint
  hintTitle: "Konsèy",
  hintBest: (what) => `Konsèy: ${what}`,
  hintWin: (match, hand) => `${pct(match)} chans pou genyen pati a, ${pct(hand)} pou men an`,
  hintOption: (what, match, hand) =>
    `${what}: ${pct(match)} chans pou genyen pati a, ${pct(hand)} pou men an`,
  hintPlay: "Jwe l",
  hintDo: "Fè l",
  hintDismiss: "Kite sa",
  hintOthers: "Lòt kou",
  // analiz yon men ki fini (review.js); `lost`: pòsyon yon men yon kou te pèdi
  review: {
    open: "Analize men an",
    title: (n) => `Analiz men\u00a0${n}`, // the hand and its number on one line
    running: (done, of) => `N ap analize men an: ${done} sou ${of} kou`,
    ready: (mine) =>
      !mine
        ? "Analiz la pare."
        : mine.choices
          ? `Analiz la pare: ${mine.good} bon sou ${mine.choices} chwa ou te fè.`
          : "Analiz la pare: ou pa t gen chwa pou fè.",
    choose: "Chwazi yon kou pou w wè kisa jwè a te ka jwe olye l.",
    marks: {
      good: "Bon",
      inaccuracy: "Ti erè",
      mistake: "Erè",
      blunder: "Gwo erè",
      forced: "Fòse",
    },
    move: (k, who, what) => `${k}. ${who}: ${what}`,
    ourMoves: "Kou pa nou",
    theirMoves: "Kou pa yo",
    accuracy: (who, good, choices) =>
      choices ? `${who}: ${good} bon sou ${choices} chwa` : `${who}: pa t gen chwa pou fè`,
    forced: (what) => `${capital(what)}: se sèl kou ki te genyen.`,
    good: (mark, close) =>
      close
        ? `${mark}: li bon menm jan ak pi bon kou a, otan kalkil la ka wè`
        : `${mark}: li bon menm jan ak pi bon kou a`,
    verdict: (mark, played, best, less, d) =>
      `${mark}: ${pct(played, d)} chans pou genyen pati a olye de ${pct(best, d)} ak pi bon kou a, ${pct(less, d)} mwens`,
    played: (what, match, hand, d) =>
      match === null
        ? `Jwe: ${what}`
        : `Jwe: ${what}, ${pct(match, d)} chans pou genyen pati a, ${pct(hand)} pou men an`,
    best: (what, match, hand, d) =>
      `Pi bon: ${what}, ${pct(match, d)} chans pou genyen pati a, ${pct(hand)} pou men an`,
    wasBest: "Se te pi bon kou a.",
    chosen: (move, mark, best) =>
      best === null ? `${move}. ${mark}.` : `${move}. ${mark}. Pi bon kou a: ${best}.`,
    drawn: "Liy jwèt la jan l te ye anvan kou sa a: domino ki pi pal la se pi bon kou a.",
    option: (what, match, hand, d) =>
      `${what}: ${pct(match, d)} chans pou genyen pati a, ${pct(hand)} pou men an`,
  },
  actionText: {
    play: (tile, on, either) =>
      on === null
        ? `louvri ak ${tile}`
        : `${tile} sou ${on} la${either ? " (nenpòt ki bout, se menm bagay)" : ""}`,
    pass: "pase",
    accept: "dakò ak domino yo",
    redeal: "mande rebat",
    choose: (o) => `${plasY(o)} louvri`,
  },

  // end of hand and match
  handOverTitle: (n) => `Men ${n} fini`,
  allHands: "Kat men yo",
  holds: (pips) => `${pips} pwen`,
  wentOut: "fini",
  dekabes: (base, pts) => `Dékabès! 2 × ${base} = ${pts} pwen`,
  // a block's words by what it compares (`measure`): team totals, or each team's lightest hand
  tieBy: {
    totals: (p) => `Bloke ak ${p} pwen chak bò: egalite. Pwen yo pa chanje.`,
    lowest: (p) => `Bloke ak ${p} pwen nan men ki pi lejè chak ekip: egalite. Pwen yo rete.`,
  },
  streakBroken: (w) =>
    w.role === "us"
      ? "Ekip ou kase seri lòt ekip la: de ekip yo tounen 0 e men sa a pa ba nou anyen."
      : w.role === "them"
        ? "Lòt ekip la kase seri ekip ou: de ekip yo tounen 0 e men sa a pa ba yo anyen."
        : `${capital(sideName(w))} kase seri lòt ekip la: de ekip yo tounen 0 e men sa a pa ba yo anyen.`,
  nextOpening: {
    forced: () => "Se doub sis ki louvri pwochen men an.",
    choose: (p) => `${Ap(p)} chwazi ki moun ki louvri pwochen men an.`,
    lead: (p) => `${PlasY(p)} louvri pwochen men an ak nenpòt domino.`,
  },
  nextHand: "Pwochen men",
  matchOver: "Pati a fini",
  // panels
  rulesTitle: (v) => `Règ yo: ${v}`,
  logTitle: "Istwa pati a",
  logEmpty: "Anyen poko pase.",
  logHand: (n) => `Men ${n}`,
  logged: {
    deal: (e) => {
      if (e.redealt) return "Yo rebat tout 28 domino yo epi yo separe yo ankò.";
      const opens =
        e.opening === "forced"
          ? "moun ki gen 6-6 la louvri avè l"
          : e.opening === "choose"
            ? `${ap(e.leader)} chwazi ki moun ki louvri`
            : `${plasY(e.leader)} louvri`;
      return `Yo separe domino yo; ${opens}.${e.accepts ? " Chak plas gade men l epi l dakò." : ""}`;
    },
    play: (e) =>
      e.on === null
        ? `${PlasY(e.seat)} louvri ak ${e.play}.`
        : `${PlasY(e.seat)} jwe ${e.play} sou ${e.on} la.`,
    pass: (e) =>
      e.ends[0] === e.ends[1]
        ? `${PlasY(e.seat)} pase: ${li(e.seat)} pa gen ${e.ends[0]}.`
        : `${PlasY(e.seat)} pase: ${li(e.seat)} pa gen ni ${e.ends[0]} ni ${e.ends[1]}.`,
    accept: (e) => `${PlasY(e.seat)} dakò ak domino ${li(e.seat, true)} yo.`,
    redeal: (e) => `${PlasY(e.seat)} gen senk doub oswa plis epi ${li(e.seat, true)} mande rebat.`,
    choose: (e) =>
      e.opener.seat === e.seat.seat
        ? `${PlasY(e.seat)} chwazi pou ${li(e.seat, true)} louvri.`
        : e.opener.you
          ? `${PlasY(e.seat)} chwazi ou pou ou louvri.`
          : e.seat.you
            ? `Ou chwazi patnè ou${e.opener.name ? `, ${e.opener.name},` : ""} pou l louvri.`
            : `${PlasY(e.seat)} chwazi patnè l, ${plas(e.opener)}, pou l louvri.`,
    result: (parts, hands, seats) =>
      [
        ...parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)),
        `Domino ki rete: ${hands.map((h, i) => `${plasY(seats[i])} ${h.length ? h.join(" ") : "anyen"}`).join(", ")}.`,
      ].join(" "),
  },

  // hint reasons
  reasons: {
    dekabes: (r) => `ou fini ak ${r.tile}, ki antre nan de bout yo: yon Dékabès, pwen doub`,
    goes_out: (r) => `ou fini ak ${r.tile}: ekip ou genyen men an`,
    keep_open: (r) =>
      `li kite ${and(r.numbers.map(String))} louvri: ${rival(r.seat)} te pase sou ${and(r.numbers.map(String))}`,
    cannot_play: (r) =>
      `li kite sèlman ${and(r.numbers.map(String))} louvri: ${rival(r.seat)} te pase sou ${and(r.numbers.map(String))}, li pa ka jwe`,
    double: (r) => `ou debarase w de doub ${r.tile} la: yon doub antre sou yon sèl nimewo`,
    heaviest: (r) => `ou jwe domino ki pi lou nan sa ki antre yo (${r.tile}, ${r.pips} pwen)`,
    keeps_fitting: (r) => `ou kenbe ${r.count} domino ki antre ${nanBoutYo(r.ends)}`,
    partner_passed: (r) =>
      `${partnerY(r.seat)} te pase sou ${and(r.numbers.map(String))}: petèt li p ap ka swiv`,
    none_fit: (r) => `okenn nan domino ou yo pa antre ${nanBoutYo(r.ends)}`,
    leaves_ends: ({ ends: [a, b] }) =>
      a === b ? `li kite ${a} nan tou de bout yo` : `li kite bout yo sou ${a} ak ${b}`,
    must_pass: (r) => `ou pa gen ${r.numbers.join(" ni ")}: fòk ou pase`,
    tried: (r) =>
      `ekip ou genyen ${pct(r.win)} nan men yo eseye ak kou sa a, ${pct(r.next)} ak pi bon kou apre l la`,
    keep_deal: () => "jwe men yo ba ou a",
    redeal: () => "senk doub oswa plis difisil pou plase: ou gen dwa mande rebat",
    lead_self: (r) =>
      `ou louvri ak domino ou vle (${r.count} nan domino ou yo gen nimewo ou genyen plis la)`,
    lead_partner: (r) => `${partnerY(r.seat)} louvri: ou pa t wè domino l yo`,
  },

  // errors
  errorPrefix: "Gen yon bagay ki pa mache: ",
  errors: {
    no_such_tile: (f) => `${f.tile} se pa yon domino doub sis`,
    tile_not_text: (f) => `yo ekri yon domino tankou 6-4, pa ${quote(f.value)}`,
    not_a_tile: (f) => `${quote(f.value)} se pa yon domino (ekri yo tankou 6-4)`,
    hand_not_text: (f) => `yo ekri yon men tankou "6-6 6-5 5-5", pa ${quote(f.value)}`,
    tile_twice_in_hand: (f) => `${f.tile} parèt de fwa`,
    deal_not_four_hands: (f) => `yon separasyon gen kat men, pa ${f.count}`,
    hand_not_seven_tiles: (f) => `men plas ${f.seat} gen ${f.count} domino, pa 7`,
    tile_dealt_twice: () => "yon domino separe de fwa",
    deal_not_all_tiles: () => "separasyon an pa gen 28 domino yo",
    deal_not_list: () => 'yon separasyon se yon lis kat men tankou "6-6 6-5 5-5 4-0 3-1 2-2 1-0"',
    no_such_seat: (f) => `plas yo soti 1 rive 4, pa ${quote(f.value)}`,
    no_such_variant: (f) => `jwèt ${quote(f.value)} pa egziste: sèvi ak ${or(f.games)}`,
    no_deal_source: () => "yon pati bezwen yon semans oswa men ki deja separe",
    no_deals: () => "yon pati ak men ki deja separe bezwen omwen youn",
    too_many_deals: (f) => `yon pati gen ${f.limit} separasyon pou pi plis, pa ${f.count}`,
    seed_and_deals: () => "bay yon semans oswa men yo, pa toulède",
    seed_not_whole: (f) => `yon semans se yon nonm antye 0 oswa plis, pa ${quote(f.value)}`,
    action_not_object: (f) =>
      `yon aksyon se yon objè tankou {"seat": 1, "play": "6-6"}, pa ${quote(f.value)}`,
    action_without_seat: () => "aksyon an pa di ki plas",
    action_kinds: () => "yon aksyon gen egzakteman youn nan play, pass, accept, redeal, choose",
    action_field: (f) => `chan ${quote(f.field)} pa ta dwe nan yon aksyon ${f.kind}`,
    no_such_end: (f) => `bout la se "left" oswa "right", pa ${quote(f.value)}`,
    write_true: (f) => `ekri "${f.kind}": true`,
    choose_without_seat: () => 'choose di yon plas: "choose": 3',
    match_over: (f) => `pati a fini: ${sideOf(f.team)} genyen`,
    deals_played: () => "pati a fini: tout men ki nan fichye a jwe",
    // the seats named from this device (`f.named`, api.js): *se tou Ana, pa ou*
    turn_to: (f) => `se ${tou(f.named.turn)} pou ${doing[f.phase]}, pa ${plasY(f.named.seat)}`,
    accept_first: (f) => `y ap aksepte domino yo: ${plasY(f.named.seat)} dwe aksepte anvan`,
    choose_first: (f) => `${plasY(f.named.seat)} dwe chwazi ki moun ki louvri anvan`,
    hand_in_play: (f) => `men an ap jwe: se ${tou(f.named.seat)}`,
    no_redeal_right: (f) =>
      `${plasY(f.named.seat)} pa ka mande rebat ak ${f.doubles} doub sèlman: fòk gen senk oswa plis`,
    choose_self_or_partner: (f) =>
      `${plasY(f.named.seat)} ka chwazi tèt ${li(f.named.seat)} oswa ${plasY(f.named.partner)} pou louvri, pa ${plasY(f.named.opener)}`,
    unknown_action: (f) => `aksyon ${f.action} pa egziste`,
    hand_over: () => "men an fini",
    turn_of: (f) => `se ${tou(f.named.turn)}, pa ${plasY(f.named.seat)}`,
    cannot_pass: (f) =>
      `${plasY(f.named.seat)} pa ka pase: ${li(f.named.seat)} ka jwe ${or(f.tiles)}`,
    not_held: (f) => `${plasY(f.named.seat)} pa gen ${f.tile}`,
    first_tile_no_end: () => "premye domino yon men pa al sou okenn bout",
    open_with_double_six: (f) => `${plasY(f.named.seat)} dwe louvri ak 6-6`,
    tile_shows_no: (f) => `${f.tile} pa gen ${f.number}`,
    does_not_fit: (f) =>
      `${plasY(f.named.seat)} pa ka jwe ${f.tile}: bout yo se ${f.ends[0]} ak ${f.ends[1]}`,
    wrong_end: (f) => `${f.tile} pa antre nan bout ${side[f.end]} la (${f.number})`,
    say_which_end: (f) =>
      `${f.tile} antre nan de bout yo (${f.ends[0]} ak ${f.ends[1]}): di ki bout`,
    record_not_json: (f) => `JSON pa valab: ${f.detail} nan liy ${f.line}, kolòn ${f.column}`,
    record_too_deep: () => "se pa yon fichye pati: JSON li a gen twòp nivo youn nan lòt",
    record_not_object: () => "yon fichye pati se yon objè JSON",
    record_format: (f) => `"format" fichye a dwe "${f.format}"`,
    record_field: (f) => `chan ${quote(f.field)} pa ta dwe nan fichye a`,
    record_variant: (f) => `"variant" dwe ${or(f.games.map(quote))}, pa ${quote(f.value)}`,
    record_seed: (f) =>
      `"seed" dwe yon nonm antye 0 oswa plis, ekri kòm nonm oswa kòm tèks ak chif li yo (san siy, san espas, san zewo devan), pa ${quote(f.value)}`,
    record_deals: () => '"deals" dwe yon lis ki gen youn oswa plis separasyon',
    record_too_many_deals: (f) =>
      `yon fichye pati gen ${f.limit} separasyon pou pi plis, pa ${f.count}`,
    record_deal: (f, why) => `separasyon ${f.deal}: ${why(f.reason)}`,
    record_without_deals: () => 'fichye a bezwen "seed" oswa "deals"',
    record_seed_and_deals: () => 'yon fichye gen "seed" oswa "deals", pa toulède',
    record_actions: () => '"actions" dwe yon lis',
    record_action: (f, why) => `aksyon ${f.action}: ${why(f.reason)}`,
    representative_changed: (f) =>
      `${plasY(f.named.seat)} te fini e ${li(f.named.seat)} te chwazi ki moun ki louvri men ${f.hand}, sepandan kounye a règ yo ` +
      `${f.named.representative.you ? "ba w" : `bay ${plasY(f.named.representative)}`} chwa sa a: apre yon domino, se jwè ekip ki genyen an ki gen ` +
      `mwens pwen an ki chwazi, plas ki pi piti a si yo egal, e ${plasY(f.named.representative)} te rete ak ` +
      "0 pwen tou",
    record_unreadable: (f, why) => `yo pa ka louvri fichye a: ${why(f.reason)}`,
    seats_not_four: () => 'seats se yon lis kat plas, chak "here", "invited" oswa "computer"',
    no_such_seat_kind: (f) => `yon plas se "here", "invited" oswa "computer", pa ${quote(f.value)}`,
    no_such_level: (f) => `nivo ${quote(f.value)} pa egziste: sèvi ak ${or(f.levels)}`,
    seed_out_of_range: (f) =>
      `yon semans se yon nonm antye soti 0 rive ${f.limit}, ekri kòm nonm oswa kòm tèks ak chif li yo (san siy, san espas, san zewo devan), pa ${quote(f.value)}`,
    cursor_outside: (f) => `kisè ${f.cursor} a andeyò istwa pati a`,
    action_of_other_seat: (f) => `aksyon an se pou plas ${f.action_seat}, pa plas ${f.seat}`,
    action_not_sent: () => 'yon aksyon se yon objè tankou {"play": "6-4", "end": "left"}',
    seat_inside_action: () => 'plas la mache bò kote aksyon an ("seat": 1), pa anndan l',
    tiles_hidden: (f) => `se òdinatè a ki jwe ${plasDe(f.named.seat)}: domino l yo rete kache`,
    record_secret: () =>
      "fichye yon pati ak semans tire o aza ka telechaje lè pati a fini: " +
      "semans li a montre tout men yo",
    computer_seat: (f) => `se òdinatè a ki jwe ${plasDe(f.named.seat)}`,
    person_to_act: (f) =>
      `se ${tou(f.named.seat)}, e se ${f.named.seat.you ? "ou menm" : "yon moun"} ki jwe, pa òdinatè a`,
    nothing_to_undo: () => "pa gen anyen pou defèt",
    nothing_to_redo: () => "pa gen anyen pou refè",
    match_ended: () => "pati a fini",
    replay_in_progress: () =>
      "gade yon pati ankò montre tout men yo, kidonk se sèlman pou pati ki fini ak fichye ki enpòte: " +
      "pati sa a poko fini",
    no_such_step: (f) => `kou a soti 0 rive ${f.steps}, pa ${f.step}`,
    review_not_over: (f) =>
      `men ${f.hand} poko ka analize: yon men analize lè l fini, epi ${f.finished} men nan pati sa a fini`,
    too_many_reviews: (f) =>
      `sèvè a deja ap analize ${f.limit} men yo te mande soti isit la: mande ankò lè youn fini`,
    review_busy: () => "sèvè a ap analize otan men li kapab kounye a: mande ankò nan yon ti moman",
    saved_match_outdated: (f, why) =>
      `pati sa a te anrejistre ak ansyen règ, li pa ka kontinye apre kou ${f.action} li: ` +
      `${why(f.reason)}. Fichye l telechaje jan l te ye a, e ou ka gade l ankò jiska kou sa a`,
    no_such_match: (f) => `pa gen pati ${quote(f.id)}`,
    store_unavailable: () => "baz done pati yo pa reponn kounye a: eseye ankò nan yon ti moman",
    rooms_unavailable: () =>
      "sèvè a pa ka jwenn lòt sèvè tab sa a kounye a (Redis): mande ankò nan yon ti moman",
    stale: (f) => `pati a chanje (vèsyon ${f.version}, pa ${f.sent}): rechaje l epi eseye ankò`,
    json_only: () => "voye kò a an JSON (Content-Type: application/json)",
    body_too_large: (f) => `kò demann lan depase ${f.limit} okte`,
    body_missing: () => "demann lan bezwen yon objè JSON kòm kò",
    body_not_utf8: () => "kò demann lan se pa tèks UTF-8",
    body_not_json: (f) => `kò demann lan se pa JSON valab: ${f.detail} nan kolòn ${f.column}`,
    body_too_deep: () => "kò demann lan gen twòp nivo youn nan lòt",
    body_not_object: () => "kò demann lan dwe yon objè JSON",
    unexpected_field: (f) => `chan ${quote(f.field)} pa ta dwe la`,
    not_a_json_number: (f) => `${f.word} se pa yon nonm JSON aksepte`,
    number_too_large: (f) => `${f.number} twò gwo pou yon nonm`,
    number_too_long: (f) => `yon nonm antye gen ${f.limit} chif pou pi plis, pa ${f.digits}`,
    key_twice: (f) => `kle ${quote(f.key)} la parèt de fwa nan menm objè a`,
    lone_surrogate: () =>
      "tèks la gen yon mwatye karaktè UTF-16 pou kont li (\\ud800 rive \\udfff), ki pa okenn " +
      "karaktè",
    not_whole: (f) => `"${f.key}" dwe yon nonm antye, pa ${quote(f.value)}`,
    not_a_seat: (f) => `"${f.key}" se yon plas soti 1 rive 4, pa ${quote(f.value)}`,
    unexpected_parameter: (f) => `paramèt ${quote(f.parameter)} pa ta dwe nan adrès la`,
    parameter_twice: (f) => `paramèt ${quote(f.parameter)} la parèt de fwa nan adrès la`,
    step_not_whole: (f) => `kou a se yon nonm antye 0 oswa plis, pa ${quote(f.value)}`,
    hand_not_whole: (f) => `yon men se yon nonm antye 1 oswa plis, pa ${quote(f.value)}`,
    seat_missing: () => "di ki plas k ap mande: ?seat=1",
    seat_not_1_to_4: (f) => `plas la se yon nonm soti 1 rive 4, pa ${quote(f.value)}`,
    variant_missing: (f) => `di ki jwèt: "variant": ${or(f.games.map(quote))}`,
    seed_or_deals: () => 'bay "seed" oswa "deals", pa toulède',
    deals_not_list: () => '"deals" se yon lis separasyon, chak ak kat men sèt domino',
    bad_deal: (f, why) => `move separasyon: ${why(f.reason)}`,
    bad_action: (f, why) => `move aksyon: ${why(f.reason)}`,
    record_missing: () => 'voye fichye pati a kòm "record": {"format": "dobleseis/1", ...}',
    no_such_api: (f) => `pa gen API nan ${f.path}`,
    method_not_allowed: (f) => `${f.method} pa pèmèt isit la`,
    not_found: () => "yo pa jwenn li",
    http_error: (f) => `sèvè a refize demann lan (HTTP ${f.status})`,
    // online tables: who may do what, invitations, the host, the live connection
    not_your_seat: (f) => `aparèy sa a pa gen ${plasDe(f.named.seat)}`,
    not_host: () => "se sèlman mèt tab sa a ki ka fè sa",
    not_a_player: () => "se sèlman yon jwè nan tab sa a ki ka fè sa",
    not_this_computer: () =>
      "pati sa a te anrejistre anvan tab yo te gen sekrè: ou ka louvri l sèlman sou òdinatè kote" +
      " sèvè a ap mache a",
    not_adoptable: () => "tab sa a gen sekrè l deja",
    secrets_header: () => "Dobleseis-Secrets gen 64 sekrè pou pi plis, separe ak espas",
    no_such_invitation: (f) => `pa gen tab ak kòd ${quote(f.invitation)}`,
    too_many_tries: (f) => `twòp move kòd: eseye ankò nan ${f.retry_after} segonn`,
    seat_taken: (f) => `${plasDe(f.named.seat)} gen moun deja`,
    seat_not_invited: (f) => `${plasDe(f.named.seat)} se pa yon plas pou yon zanmi`,
    seat_free: (f) => `pèsonn poko pran ${plasDe(f.named.seat)}`,
    seat_not_human: (f) => `${plasDe(f.named.seat)} se plas òdinatè a`,
    bad_name: (f) => `yon non gen soti 1 rive ${f.limit} karaktè ki ka enprime`,
    bad_rejoin: () => "lyen pou retounen sa a pa bon ankò: mande mèt tab la pou l libere plas la",
    not_started: () => "mèt tab la poko kòmanse pati a",
    already_started: () => "pati a kòmanse deja",
    seats_free: (f) =>
      `plas ${and(f.seats.map(String))} toujou lib: tann zanmi ou yo oswa kite òdinatè a jwe`,
    hints_off: () => "mèt tab la retire konsèy yo sou tab sa a",
    offer_needed: () => "gen lòt jwè sou tab sa a ak pwòp aparèy yo: mande yo anvan",
    no_such_host_command: (f) => `kòmand mèt tab ${quote(f.value)} pa egziste`,
    no_such_pace: (f) =>
      `ritm lan se yon nonm antye milisegonn soti 0 rive ${f.limit}, pa ${quote(f.value)}`,
    not_a_bool: (f) => `"${f.key}" dwe true oswa false, pa ${quote(f.value)}`,
    no_room: () =>
      "sèvè a pa gen ase plas sou disk: li pa ka kenbe anyen nouvo kounye a (pati k ap jwe yo kontinye)",
    not_text: (f) => `"${f.key}" dwe yon tèks, pa ${quote(f.value)}`,
    hello_first: () => "premye mesaj la se yon hello ak sekrè aparèy sa a genyen",
    message_not_json: () => "yon mesaj se yon objè JSON",
    message_not_object: () => 'yon mesaj se yon objè JSON ki gen yon "type"',
    message_too_large: (f) => `yon mesaj gen ${f.limit} okte pou pi plis`,
    unknown_message: (f) => `kalite mesaj ${quote(f.type)} pa egziste`,
    message_field: (f) => `yon mesaj ${f.type} bezwen yon "${f.field}" ki valab`,
    too_many_messages: () => "twòp mesaj: ralanti",
    too_many_connections: (f) =>
      `twòp koneksyon ouvè soti isit la: eseye ankò nan ${f.retry_after} segonn`,
    too_many_requests: (f) => `twòp demann soti isit la: eseye ankò nan ${f.retry_after} segonn`,
    request_timeout: (f) => `demann nan pa rive nèt nan ${f.seconds} segonn`,
    not_http: () => "sèvè a pa t ka li demann nan kòm HTTP/1.1",
    too_many_creates: (f) => `twòp nouvo tab soti isit la: eseye ankò nan ${f.retry_after} segonn`,
    too_many_tables: (f) =>
      `gen ${f.limit} tab ki poko fini ki te kòmanse isit la deja: fini oswa efase youn, epi eseye ankò nan ${f.retry_after} segonn`,
    too_many_spectators: (f) =>
      `tab sa a gen ${f.limit} moun k ap gade deja: eseye ankò nan ${f.retry_after} segonn`,
    too_many_watching: (f) =>
      `gen ${f.limit} koneksyon k ap gade soti isit la deja: fèmen youn, oswa eseye ankò nan ${f.retry_after} segonn`,
    too_many_computer_tables: (f) =>
      `gen ${f.limit} tab kat òdinatè ki soti isit la k ap jwe deja: gade youn ladan yo, oswa eseye ankò nan ${f.retry_after} segonn`,
    too_many_hints: (f) => `twòp konsèy pou plas sa a: eseye ankò nan ${f.retry_after} segonn`,
    too_many_reads: (f) =>
      `twòp lekti pati antye soti isit la: eseye ankò nan ${f.retry_after} segonn`,
    too_many_reviews_today: (f) =>
      `yo ka analize ${f.limit} men pa jou soti isit la, e yo fin fè yo: eseye ankò nan ${f.retry_after} segonn`,
    no_profile: () => "fè yon pwofil jwè sou aparèy sa a anvan",
    no_such_avatar: (f) => `${quote(f.value)} pa youn nan avata yo`,
    bad_profile_link: () => "lyen pwofil sa a pa bon ankò: fè yon lòt sou aparèy ki gen pwofil la",
    no_such_profile: (f) => `pa gen jwè ${quote(f.profile)}`,
    too_many_profiles: (f) => `twòp nouvo pwofil soti isit: eseye ankò nan ${f.retry_after} segonn`,
    already_waiting: (f) => `ou deja ap tann sou yon tab (${f.id})`,
    already_playing: (f) =>
      `ou gen yon pati k ap jwe sou yon tab piblik (${f.id}): retounen ladan l, oswa kite l bay òdinatè a pou w kòmanse yon lòt`,
    no_such_pair: (f) => `pa gen tab k ap kenbe yon plas pou kòd patnè ${quote(f.pair)}`,
    not_public: () => "tab sa a pa piblik",
    public_deals_known: () =>
      "yon pati ka piblik sèlman si pèsonn pa ka konnen men yo davans: fòk se sèvè a ki tire semans li o aza",
    public_seat_from_lobby: () =>
      "yon plas nan yon tab piblik, se nan Tab piblik ou pran l, ak yon pwofil jwè",
    public_no_takeback: () =>
      "nan yon tab piblik, pati a jwe san tounen sou okenn kou: pa gen defèt, refè ni rekòmanse men an",
    no_such_language: (f) =>
      `lang ${quote(f.value)} pa konnen: sèvi ak youn nan ${f.languages.join(", ")}`,
    too_many_quick: (f) =>
      `twòp pati rapid mande soti isit: eseye ankò nan ${f.retry_after} segonn`,
    no_such_period: (f) => `klasman an se pou "week" oswa "all", pa ${quote(f.value)}`,
    bad_profile_id: (f) => `${quote(f.value)} pa idantifyan yon jwè`,
    no_such_phrase: (f) => `${quote(f.value)} pa youn nan reyaksyon rapid yo`,
    too_many_reactions: (f) => `twòp reyaksyon: eseye ankò nan ${f.retry_after} segonn`,
    no_such_offer: (f) =>
      `pa gen demann ${quote(f.offer)} (yo te reponn li, oswa tab la te avanse)`,
    offer_pending: () => "gen yon lòt demann k ap tann repons",
    not_asked: () => "aparèy sa a pa gen okenn plas demann lan ap tann",
    moved_on: () => "tab sa a pase nan yon nouvo pati: pati sa a rete jan li te ye a",
    not_waited_for: (f) =>
      f.named.seat.you ? "ou pa ka raple tèt ou" : `tab la p ap tann ${plasY(f.named.seat)}`,
    nudge_too_soon: (f) =>
      f.named.seat.you
        ? `yo fèk raple w: eseye ankò nan ${f.wait} s`
        : `yo fèk raple ${plasY(f.named.seat)}: raple l ankò nan ${f.wait} s`,
    names_not_four: () => "names se yon lis kat antre, chak yon non oswa null",
    name_not_here: (f) =>
      `plas ${f.seat} pa jwe sou aparèy sa a: se jwè li ki ba l non lè l pran l`,
    server_failed: () => "sèvè a pa rive trete demann sa a; anyen pa chanje",
    unknown_host: (f) => `sèvè sa a pa reponn ak non ${quote(f.host)}`,
  },
  matchGone: "Pati sa a pa la ankò (yo efase l nan yon lòt onglè?).",
  seatMoved: "Plas ou ale sou yon lòt aparèy.",
  seatReleased: "Mèt tab la libere plas ou: kounye a w ap gade sèlman.",
  seatsReleased: (seats) => `Mèt tab la libere plas ${and(seats)}.`,
  stale: "Tab la chanje pandan tan sa a, kidonk sa pa fèt: men tab la jan l ye kounye a.",
  noAnswer: "Sèvè a pa reponn: tcheke koneksyon ou, epi eseye ankò.",
  noConnection: "Pa gen koneksyon: tcheke si aparèy sa a gen entènèt, epi eseye ankò.",
  moveOffline: "Pa gen koneksyon: n ap voye kou ou a lè ou gen entènèt ankò.",
  moveWaiting: "Koneksyon an koupe: n ap voye kou ou a depi l tounen.",
  // a language chosen whose words could not be fetched (offline): the page stays in this one
  languageUnreachable: (name) => `Nou pa t ka chaje ${name}: tcheke koneksyon ou, epi eseye ankò.`,
  seatHint: (s) => `patnè plas ${partnerOf(s)}`,
  levels: { random: "Fasil", basic: "Mwayen", strong: "Difisil" },
  firstVisitTitle: "Byenveni! Ki nivo ou nan domino?",
  firstVisitText:
    "Òdinatè a jwe lòt plas yo. Chwazi ki fòs li genyen; ou ka chanje l nenpòt ki lè.",
  levelAbout: {
    random: "Ou fèk kòmanse: òdinatè a jwe nenpòt domino ki antre.",
    basic: "Ou konn jwèt la: òdinatè a jwe ak bon sans.",
    strong: "Ou jwe pou genyen: òdinatè a li tab la epi li jwe pi byen li kapab.",
  },
  levelChosen: (name) => `Nivo: ${name}. Ou ka chanje l anba a oswa nan Paramèt.`,
  savedScore: (sides, s) => sides.map((x, i) => `${savedSide(x)} ${s[i]}`).join(", "),
  wonBy: (w) =>
    w.role === "us" ? "nou genyen" : w.role === "them" ? "yo genyen" : `${sideName(w)} genyen`,
  replayWinner: (w) =>
    w === null
      ? "Tout men ki nan fichye a jwe: pati a fini la."
      : `${capital(sideName(w))} genyen pati a.`,
  seatTeam: (p, q) => `${Plas(p)} · patnè ${plas(q)}`,
  fairDeal: "Distribisyon onèt ✓ — ki jan pou verifye",
  fairDealHelp:
    "Pèsonn, menm sèvè a, pa ka chanje domino yo yon fwa yo fin separe yo: men ki jan nenpòt moun ka verifye sa.",
  seedLabel: "Semans pou separe domino yo",
  seedReplays:
    "Menm semans lan separe menm men yo ankò: kòmanse yon nouvo pati avè l pou jwe yo ankò.",
  teamScore: (side, n) =>
    side.players
      ? `${capital(members(side))}: ${n}`
      : side.role
        ? `${sideTag(side)} (plas ${sidePair(side)}): ${n}`
        : `${sideTag(side)}: ${n}`,
  scoreJoin: " · ",
  noFit: (tile, n) => `${tile} pa antre nan bout ki montre ${n} la: li pa gen ${n}.`,
  dominoBy: (p, w) => `Domino! ${PlasY(p)} fini: ${sideName(w)} genyen men an.`,
  blockBy: {
    totals: (w, wp, lp) => `Bloke: ${sideName(w)} gen ${wp} pwen kont ${lp}.`,
    lowest: (w, wp, lp) => `Bloke: men ki pi lejè nan ${sideName(w)} gen ${wp} pwen kont ${lp}.`,
  },
  scoreChange: (sides, before, after) =>
    `Pwen — ${scored(sides[0])}: ${after[0]}, ${scored(sides[1])}: ${after[1]} (anvan ${score(before)})`,
  scoreNow: (sides, after) =>
    `Pwen — ${scored(sides[0])}: ${after[0]}, ${scored(sides[1])}: ${after[1]}.`,
  handOutcome: (side) => (side.role === "us" ? "Ou genyen men an!" : "Ou pèdi men an."),
  matchWinner: (w) =>
    w === null
      ? "Tout men ki nan fichye a jwe: pati a fini la."
      : w.role === "us"
        ? "Ou genyen pati a!"
        : w.role === "them"
          ? "Ou pèdi pati a."
          : `${capital(sideName(w))} genyen pati a.`,
  pausedSign: "Jwè òdinatè yo ap tann pandan sa a louvri; moun yo ka kontinye jwe.",
  computerWaitsAnswer: "Jwè òdinatè yo ap tann jiskaske yo reponn demann lan.",
  computerWaitsShort: "Jwè òdinatè yo ap tann.",
  computerWaits: (who, you, mate) =>
    `Jwè òdinatè yo ap tann: ${you ? "ou" : mate ? "patnè ou" : who} gen règ yo oswa istwa a louvri.`,
  yourTurnTitle: (app) => `● Se tou pa w · ${app}`,
  yourTurnBody: "Tab la ap tann ou.",
  nudge: (p) => `Raple ${plasY(p)}`,
  nudgeSent: (p) => `Yo raple ${plasY(p)} dousman.`,
  nudgedBy: (who, mate) => `${mate ? "Patnè ou" : who} raple w dousman: tab la ap tann ou.`,
  atReveal: (p) => `N ap tann ${plasY(p)}, k ap gade fen men an toujou.`,
  waitsForYou: "Tab la ap tann ou: se tou pa w pou jwe.",
  takenOver:
    "Mèt tab la kite òdinatè a jwe plas ou pou kounye a; domino ou yo ap tounen lè w reprann li.",
  takenOverAway:
    "Ou pa t la, kidonk òdinatè a ap jwe plas ou pou kounye a; domino ou yo ap tounen lè w reprann li.",
  takeBack: "Reprann plas mwen",
  movedOn: "Tab sa a te deja pase nan yon nouvo pati: men li.",
  theHost: "Mèt tab la",
};
