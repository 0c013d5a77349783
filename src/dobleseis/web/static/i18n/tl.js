// Every word the client shows or says, in Tagalog, with the words of the Tagalog rule text this
// project was made from (../shared/seeds/000_c82073d2c3cf66f6.txt; docs/glossary-tl.md): the
// same keys as en.js. A Tagalog noun does not change after a number (1 bato, 7 bato), so no
// message needs a plural form; Intl formats numbers and dates as Filipino (fil), standard Tagalog.

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
const saMgaDulo = ([a, b]) =>
  a === b ? `sa ${a} sa magkabilang dulo` : `sa mga dulong ${a} at ${b}`;
const pct = percent("fil");
const and = series("at");
const or = series("o");
const doing = { accept: "tumanggap", choose: "pumili", play: "maglaro" };
const side = { left: "kaliwang", right: "kanang" };

// A team from the viewer's side (teams.js): {team, role: "us" | "them" | null, seats, names,
// players, computers}; without a side, in a sentence by its players where the score names it so
// (`pares`: "ang pares ni Ana at ng puwesto 3", as the score's "Ana at ang puwesto 3").
const sidePair = (side) => `${side.seats[0]} at ${side.seats[1]}`;
const sideTag = (side) =>
  side.role === "us"
    ? "Kami"
    : side.role === "them"
      ? "Sila"
      : side.names
        ? `${side.names[0]} at ${side.names[1]}`
        : `Puwesto ${sidePair(side)}`;
const sideName = (side) =>
  side.role === "us"
    ? "ang pares ninyo"
    : side.role === "them"
      ? "ang kalaban"
      : side.players
        ? pares(side)
        : `ang pares ng puwesto ${sidePair(side)}`;
// a team in the facts of a saved match: "kami 2", "puwesto 1 at 3: 2"
const savedSide = (side) =>
  side.role === "us"
    ? "kami"
    : side.role === "them"
      ? "sila"
      : `${side.names ? side.names.join(" at ") : `puwesto ${sidePair(side)}`}:`;
// A team the score names by its players (teams.js `players`, where the table's players have
// names): "Ikaw at Ana: 2", "Luis at ang computer: 0"; this device's seat (`you`) first, named or not.
const member = (p) =>
  p.you
    ? "ikaw"
    : (p.name ??
      (p.computer ? "ang computer" : p.mate ? "ang kapareha mo" : `ang puwesto ${p.seat}`));
const members = (side) =>
  side.computers ? "ang mga computer" : side.players.map(member).join(" at ");
/** The same team after *ang pares*, each player in the genitive: *nina Ana at Luis*, *ni Ana at
 * ng puwesto 3*, *ng mga computer*. */
const pares = (side) =>
  side.computers
    ? "ang pares ng mga computer"
    : side.players.every((p) => p.name)
      ? `ang pares nina ${side.players.map((p) => p.name).join(" at ")}`
      : `ang pares ${side.players.map((p) => (p.computer && !p.name ? "ng computer" : ng(p))).join(" at ")}`;
const sideOf = (t) => sideName({ role: null, seats: seatsOf(t) });
const capital = capitalIn("fil");
// a team in the score at the end of a hand and in the score sheet: as the score bar names it
// (`teamScore`), by its players where the table's have names, else its tag
const scored = (side) => (side.players ? capital(members(side)) : sideTag(side));
// A seat as a sentence names it (teams.js, `sides().seat`): {seat, name}, the name its player
// gave or null, after the article it takes: *si Ana* but *ang puwesto 2*, *ni Ana* but *ng
// puwesto 2*, *kay Ana* but *sa puwesto 2*; a person is *siya*, *niya*, a seat *ito*, *nito*.
const ang = (p) => (p.name ? `si ${p.name}` : `ang puwesto ${p.seat}`);
const ng = (p) => (p.name ? `ni ${p.name}` : `ng puwesto ${p.seat}`);
const sa = (p) => (p.name ? `kay ${p.name}` : `sa puwesto ${p.seat}`);
/** A seat as the status line names it: your partner (`mate`) without a name is *ang kapareha
 * mo*, *ng kapareha mo*. */
const angMate = (p, mate) => (mate && !p.name ? "ang kapareha mo" : ang(p));
const ngMate = (p, mate) => (mate && !p.name ? "ng kapareha mo" : ng(p));
const puwesto = (p) => p.name ?? `puwesto ${p.seat}`;
const Puwesto = (p) => p.name ?? `Puwesto ${p.seat}`;
const ito = (p) => (p.name ? "siya" : "ito");
const nito = (p) => (p.name ? "niya" : "nito");
// A seat as the table's sentences name it on a device holding one seat (teams.js `sides`): its
// own (`p.you`), named or not, *ka*, *mo*, *ikaw* (`angY`, `ngY`, `Ikaw`; `saIyo`: *sa iyo*), its
// partner's (`p.mate`) *ang kapareha mo*, where its player gave no name.
const angY = (p) => (p.you ? "ka" : angMate(p, p.mate));
const ngY = (p) => (p.you ? "mo" : ngMate(p, p.mate));
const Ikaw = (p) => (p.you ? "ikaw" : angMate(p, p.mate));
const itoY = (p) => (p.you ? "ka" : p.mate ? "siya" : ito(p));
const nitoY = (p) => (p.you ? "mo" : p.mate ? "niya" : nito(p));
const saY = (p) => (p.mate ? "sa kapareha mo" : sa(p));
const saIyo = (p) => (p.you ? "sa iyo" : saY(p));
/** For a seat the computer plays: *para sa iyo*, *para sa kapareha mo*, *para kay Ana*, *para
 * sa puwesto 2*. */
const paraSa = (p) => `para ${saIyo(p)}`;
// A Haiti choice of seat `p` a redo made again, after the words that say who made it so
// (`said.redoneAccept`, `said.agreedRedoneAccept`...): a deal accepted, a redeal, who opens (`o`)
const tinanggapUlit = (p) =>
  p.you ? "tinanggap mo ulit ang pamamahagi." : `tinanggap ulit ${ngY(p)} ang pamamahagi.`;
const humilingUlit = (p) =>
  `${p.you ? "humiling ka ulit" : `humiling ulit ${angY(p)}`} ng muling pamamahagi; balik ang bagong pamamahagi.`;
const maunaUlit = (p, o) =>
  p.seat === o.seat
    ? `${Ikaw(p)} ulit ang mauuna.`
    : p.you
      ? `pinauna mo ulit ang kapareha mo${o.name ? `, si ${o.name}` : ""}.`
      : o.you
        ? `pinauna ka ulit ${ngY(p)}.`
        : `pinauna ulit ${ngY(p)} ang kapareha ${nitoY(p)}, ${ang(o)}.`;
/** A seat in a list (the score sheet, the tiles left): *ikaw*, *kapareha mo*, else `puwesto`. */
const puwestoY = (p) => (p.you ? "ikaw" : p.mate ? "kapareha mo" : puwesto(p));
/** The seat itself, as a refusal names it, after its article: *puwesto mo*, *puwesto ng
 * kapareha mo*, *puwesto ni Ana*, *puwesto 2*. */
const puwestoNi = (p) =>
  p.you
    ? "puwesto mo"
    : p.mate
      ? "puwesto ng kapareha mo"
      : p.name
        ? `puwesto ni ${p.name}`
        : `puwesto ${p.seat}`;
// A seat a refusal of the rules names (`f.named`, api.js; this device's own seat, named or not,
// is `you`): *turno mo*, *turno ni Ana*; *hindi ikaw*, *hindi ni Ana*.
const turno = (p) => (p.you ? "turno mo" : `turno ${ngMate(p, p.mate)}`);
const hindi = (p) => (p.you ? "hindi ikaw" : `hindi ${ngMate(p, p.mate)}`);
// A seat a hint's reasons name: an opponent by name, else by where it sits from the player
// (`p.at`), else by number; the partner *ang iyong kapareha* (*, si Ana,*).
const rival = (p) =>
  p.name
    ? `si ${p.name}`
    : p.at === "left"
      ? "ang nasa kaliwa mo"
      : p.at === "right"
        ? "ang nasa kanan mo"
        : ang(p);
const partnerY = (p) => (p.name ? `ang iyong kapareha, si ${p.name},` : "ang iyong kapareha");
/** Whose domino it is, after it, as the one who asks (`p`) to take it back says it: *niya*
 * (the asker's own), *mo*, *ni Ana*, *ng kapareha mo*, *ng puwesto 2*. */
const kanino = (p, mover) => (mover.seat === p.seat ? nitoY(p) : ngY(mover));
/** The seats a request waits for: by name where one has a name, else *ang puwesto 2*. */
const hinihintay = (ps) =>
  ps.some((p) => p.name || p.mate)
    ? and(ps.map(Ikaw))
    : `ang puwesto ${and(ps.map((p) => p.seat))}`;
/** The match a new match stops, at its score, and where it is kept. */
const titigil = (sides, score) =>
  `Dito na titigil ang labang ito (${scored(sides[0])}: ${score[0]}, ${scored(sides[1])}: ${score[1]}) at itatago ito sa listahan ng iyong mga laban para mabalikan.`;
/** Who `who` is (a name, "Puwesto 2" or "Ang host") after the article it takes: *si Ana* but
 * *ang puwesto 2* (`si`/`ang`, `ni`/`ng`, `kay`/`sa`). */
const person = (who, name, other) => {
  const m = who.match(/^(?:Ang )?(host|Puwesto \d+)$/i);
  return m ? `${other} ${m[1].toLowerCase()}` : `${name} ${who}`;
};

export const tl = {
  lang: "tl",
  locale: "fil",
  months: [],
  appTitle: "Doble Seis",
  tagline: "Domino ng magkapares, mula sa Caribe",

  // start screen
  startHeading: "Bagong laban",
  game: "Laro",
  // each game's words in one block, as in en.js
  games: {
    chiva: {
      title: "Chiva (Puerto Rico)",
      about:
        "Magkaharap ang magkapareha at salitan silang naglalapag ng batong tugma sa isang dulo ng hanay; panalo sa kamay ang pares kapag naubusan ng bato ang isa sa kanila, o, kapag bumara ang laro, kapag mas kaunti ang tuldok ng dalawang kamay nila. Bilang lang ang panalo habang 0 ang kalaban, kung hindi ay babalik sa 0 ang bilang ng dalawang pares: ang unang pares na umabot sa 4–0 ang panalo sa laban.",
      toWin: "Unang maka-4–0, panalo",
      scoring: (w) => `${capital(sideName(w))} ay nagdagdag ng 1 sa sunod-sunod na panalo.`,
      cheers: {
        match: {
          title: (won) => (won === false ? "Chiva ng kalaban" : "Chiva!"),
          text: (w, final) =>
            w.role === "us"
              ? `${final}: Chiva para sa iyo at sa kapareha mo!`
              : `${final}: panalo ${sideName(w)} sa laban sa isang Chiva.`,
        },
      },
      rules: [
        {
          title: "Ang mga bato at ang mga puwesto",
          items: [
            "Isang set ng dobleng anim: 28 bato, lahat ipinamamahagi, pito sa bawat isa sa apat na " +
              "manlalaro (7 bato). Walang bunot kailanman.",
            "Magkaharap ang magkapareha: ang puwesto 1 at 3 (pares 13) laban sa puwesto 2 at 4 " +
              "(pares 24). Ang ikot ay 1, 2, 3, 4.",
          ],
        },
        {
          title: "Paglalaro ng kamay",
          items: [
            "Ang unang kamay ng laban, at ang kamay pagkatapos ng tabla, ay nagbubukas sa dobleng " +
              "anim (6-6): kailangan itong ilapag ng may hawak nito.",
            "Kung hindi, ang naubusan ng bato sa nakaraang kamay ang mauuna, sa anumang bato; pagkatapos ng " +
              "bara, ang mas magaang miyembro (mas kaunting tuldok) ng pares na nanalo sa bara ang " +
              "mauuna, ang mas mababang puwesto kung pantay. Hindi kailanman ipinapasa ang pagsisimula" +
              " sa kapareha.",
            "Maglapag ng batong may numerong kapareho ng isang bukas na dulo ng hanay. Pahalang na " +
              "inilalapag ang doble; walang sanga kailanman.",
            "Kung may bato ka sa isang dulo, kailangan mong maglaro. Kung wala, pasa, at malalaman " +
              "ng lahat na wala kang alinman sa dalawang numero ng dulo.",
          ],
        },
        {
          title: "Paano natatapos ang kamay",
          items: [
            "Domino: inilapag ng manlalaro ang huli niyang bato; panalo sa kamay ang kaniyang pares.",
            "Bara: walang makapaglaro. Pinagsasama ng bawat pares ang tuldok ng dalawa nitong " +
              "manlalaro; panalo ang mas mababang kabuuan. Kung pantay, tabla: walang nagbabago.",
            "Kung bumara rin ang hanay sa huling bato, domino pa rin iyon.",
          ],
        },
        {
          title: "Bilang: ang sunod-sunod",
          items: [
            "Panalong kamay lamang ang bilang, walang dagdag mula sa tuldok, doble, o espesyal na " +
              "huling bato.",
            "Kung sero (0) ang natalong pares, magdagdag ng 1 sa sunod-sunod ng nanalo.",
            "Kung may sunod-sunod ang natalong pares, parehong babalik sa sero (0) ang bilang at " +
              "walang makukuha ang nanalo sa kamay na iyon.",
            "Walang binabago ang tabla. Ang unang pares na umabot sa 4–0 ang panalo sa laban.",
            "Sa Chiva, hindi kailanman nagpapawalang-bisa ng kamay ang lima o higit pang doble.",
          ],
        },
      ],
    },
    haiti: {
      title: "Haiti (Dékabès)",
      about:
        "Parehong laro ng magkapareha, pero tinatanggap muna ng bawat manlalaro ang pamamahagi (may karapatan sa bagong pamamahagi ang may lima o higit pang doble), at sa bara, panalo ang pares na may pinakamagaang iisang kamay. Ang panalo ay 1 sa bilang, ang tabla ay nagpapadoble sa susunod na panalo, ang pag-ubos ng bato gamit ang batong tugma sa dalawang dulo (isang Dékabès) ay doble, at panalo ang unang pares na umabot sa 4 na bilang.",
      toWin: "Unang maka-4 na bilang, panalo",
      scoring: (w, pts) => `${capital(sideName(w))} ay nakakuha ng ${pts} sa bilang.`,
      cheers: {
        match: {
          title: (won) =>
            won === true ? "Tagumpay!" : won === false ? "Talo sa laban" : "Tapos ang laban",
          text: (w, final) =>
            w.role === "us"
              ? `Panalo kayo ng kapareha mo sa laban, ${final}!`
              : `${capital(sideName(w))} ang panalo sa laban, ${final}.`,
        },
        dekabes: {
          title: (won) => (won === false ? "Dékabès ng kalaban" : "Dékabès!"),
          text: (p, w, pts) =>
            `${p.you ? "Naubusan ka ng bato" : `Naubusan ng bato ${angY(p)}`} gamit ang batong tugma sa dalawang dulo: ${pts} sa bilang para sa ${sideName(w).replace(/^ang /, "")}.`,
        },
      },
      rules: [
        {
          title: "Ang mga bato at ang mga puwesto",
          items: [
            "Isang set ng dobleng anim: 28 bato, pito sa bawat isa sa apat na manlalaro (7 bato). " +
              "Walang bunot kailanman.",
            "Magkaharap ang magkapareha: ang puwesto 1 at 3 (pares 13) laban sa puwesto 2 at 4 " +
              "(pares 24). Ang ikot ay 1, 2, 3, 4.",
          ],
        },
        {
          title: "Ang pamamahagi",
          items: [
            "Pagkatapos ng bawat pamamahagi, lihim na tinitingnan ng bawat manlalaro ang kaniyang " +
              "mga bato at tinatanggap ang mga ito.",
            "Ang manlalarong may lima o higit pang doble ay puwedeng humiling ng muling pamamahagi sa " +
              "halip na tumanggap: binabalasa at muling ipinamamahagi ang lahat ng 28 bato. Karapatan ito, " +
              "hindi kailanman awtomatiko. Laging ginagamit ito ng computer.",
          ],
        },
        {
          title: "Sino ang mauuna",
          items: [
            "Ang unang kamay ng laban ay nagbubukas sa dobleng anim (6-6), na inilalapag ng may " +
              "hawak nito.",
            "Pagkatapos ng panalo, pipili ang nanalong pares kung sino sa dalawa nitong manlalaro " +
              "ang mauuna, sa anumang bato. Ang pumipili ay ang kinatawan nito, ang manlalarong may " +
              "pinakakaunting natirang tuldok, ang mas mababang puwesto kung pantay, na sariling bato " +
              "lamang ang nakikita. Pagkatapos ng domino, ito ang naubusan, maliban kung 0-0 lamang " +
              "ang hawak ng kapareha nito: kapwa sila may 0 tuldok, kaya ang mas mababang puwesto ang " +
              "pipili.",
            "Pagkatapos ng tabla, muling pipili ang pares na nagbukas ng tablang kamay; ang " +
              "manlalarong nagbukas nito ang magpapasya.",
          ],
        },
        {
          title: "Paglalaro ng kamay",
          items: [
            "Maglapag ng batong may numerong kapareho ng isang bukas na dulo ng hanay. Pahalang na " +
              "inilalapag ang doble; walang sanga kailanman.",
            "Kung may bato ka sa isang dulo, kailangan mong maglaro. Kung wala, pasa, at malalaman " +
              "ng lahat na wala kang alinman sa dalawang numero ng dulo.",
            "Domino: inilapag ng manlalaro ang huli niyang bato; panalo sa kamay ang kaniyang pares.",
            "Bara: walang makapaglaro. Pinaghahambing ang pinakamagaang kamay ng bawat pares (hindi " +
              "binibilang ang kabuuan ng magkapareha); panalo ang mas mababa. Kung pantay, tabla.",
          ],
        },
        {
          title: "Bilang",
          items: [
            "Ang domino o ang napanalunang bara ay nagbibigay ng batayan: 1 sa bilang, o 2 pagkatapos " +
              "ng tabla.",
            "Dékabès: maubusan ng bato gamit ang batong hindi doble na tumutugma sa dalawang " +
              "bukas na dulo (kasama kahit pareho ang numero ng dalawang dulo). Doble ang bilang " +
              "nito: 2, o 4 pagkatapos ng tabla.",
            "Pinananatili ng tabla ang bilang ng dalawang pares at dinodoble ang susunod na panalo " +
              "(hindi kailanman higit sa doble).",
            "Idinadagdag ng nanalo ang nakuha nila sa bilang; ang natalong pares lamang ang bumabalik sa " +
              "sero (0).",
            "Tapos ang laban sa sandaling umabot sa 4 o higit pa ang bilang ng isang pares.",
          ],
        },
      ],
    },
  },
  // the rules panel's last section, the same for every game
  atTable: {
    title: "Sa mesang ito",
    items: [
      "Ang pagpili ng bato o paghingi ng pahiwatig ay preview lamang ng galaw; walang nailalapag" +
        " hanggang pagtibayin mo.",
      "Sariling bato at ang nakita ng lahat lamang ang alam ng computer at ng pahiwatig.",
      "Habang bukas ang tuntunin o ang talaan, naghihintay ang computer.",
      "Ibinabalik ng I-undo ang naunang pasya mo, kasama ang mga sagot ng computer mula noon; " +
        "ibinabalik ng Ulitin ang eksaktong parehong mga galaw.",
      "Nilalaro ng Magsimulang muli ang parehong pamamahagi na may bilang mula bago ang kamay.",
      "Ipinapakita ang apat na kamay sa dulo lamang ng kamay. Walang timer, walang pustahan.",
    ],
  },
  seatsHeading: "Sino ang nakaupo saan",
  seatLabel: (s) => `Puwesto ${s}`,
  human: "Tao",
  computer: "Computer",
  level: "Antas ng computer",
  seed: "Seed (opsiyonal)",
  seedHelp:
    "Iwanang blangko para sa sapalarang pamamahagi (ipinapakita ang seed nito pagkatapos ng " +
    "laban). Inuulit ng parehong seed ang parehong pamamahagi.",
  startButton: "Magsimula",
  seedInvalid: "Ang seed ay buong numero mula 0 hanggang 340282366920938463463374607431768211455.",

  // playing with friends, each on their own device (start screen, the table's panel)
  friendsHeading: "Makipaglaro sa mga kaibigan",
  friendsHelp:
    "Bawat kaibigan ay naglalaro sa sarili niyang telepono o computer: imbitahan sila sa " +
    "pamamagitan ng link, code o QR code.",
  seatKinds: {
    here: "Dito, sa device na ito",
    invited: "Isang kaibigan (inimbitahan)",
    computer: "Computer",
  },
  hintsAllowed: "Puwede ang pahiwatig sa mesa",
  createTable: "Gumawa ng mesa",
  friendsSeed: "Seed ng pamamahagi (opsiyonal)",
  friendsNeedInvited:
    "Mag-imbita ng kahit isang kaibigan, o magsimula ng laban sa device na ito sa itaas.",
  joinHeading: "Sumali sa mesa",
  joinHelp: "I-type ang code na binasa sa iyo ng kaibigan, o buksan ang link na ipinadala niya.",
  codeLabel: "Code",
  findTable: "Hanapin ang mesa",
  codeInvalid: "Ang code ay 8 titik at numero, gaya ng K7QM-4PXR.",
  joinTitle: (game) => `Sumali sa mesa: ${game}`,
  joinFree:
    "Pumili ng bakanteng puwesto. Opsiyonal ang pangalan mo: makikita ito ng iba sa tabi ng " +
    "puwesto mo.",
  joinNone:
    "May nakaupo na sa lahat ng puwesto. Puwede kang manood; kapag binakante ng host ang isang " +
    "puwesto, makukuha mo ito rito.",
  nameLabel: "Pangalan mo (opsiyonal)",
  nameAtSeat: (s) => `Pangalan ng manlalaro sa puwesto ${s} (opsiyonal)`,
  takeSeat: (s) => `Umupo sa puwesto ${s}`,
  watchTable: "Manood lang",
  takeFreeHeading: "May bakanteng puwesto",
  inviteHeading: "Imbitahan ang mga kaibigan mo",
  inviteHelp:
    "Ipadala sa kanila ang link, ipakita ang QR code, o basahin sa kanila ang code: bubuksan " +
    "nila ang Doble Seis at ita-type ito.",
  inviteCode: "Code: ",
  inviteLink: "Link",
  inviteQr: (code) => `QR code ng link ng imbitasyon (code ${code})`,
  copyLink: "Kopyahin ang link",
  linkCopied: "Nakopya ang link.",
  codeSpoken: (code) => code.split("").join(" "),
  tableButton: "Mesa",
  tableTitle: "Sino ang nasa mesa",
  waitingHost: "Hinihintay na simulan ng host ang laban.",
  lobbyHeading: (game) => `${game}: inihahanda ang mesa`,
  seatsFree: (n) => `${n} puwesto pa ang bakante.`,
  startTable: "Simulan ang laban",
  startFill: "Simulan; computer sa mga bakanteng puwesto",
  partners: (us, them) => {
    const who = (w) =>
      w.you
        ? "ikaw"
        : w.name
          ? `si ${w.name}`
          : w.computer
            ? "ang computer"
            : w.free
              ? "isang kaibigang darating pa"
              : `ang puwesto ${w.seat}`;
    const duo = ([a, b]) =>
      a.computer && b.computer
        ? "dalawang computer"
        : a.free && b.free
          ? "dalawang kaibigang darating pa"
          : and([who(a), who(b)]);
    const yours = us.some((w) => w.you) ? "ninyo" : "nila";
    return `Magkapareha: ${duo(us)}. Kalaban ${yours}: ${duo(them)}.`;
  },
  deleteTable: "Burahin ang mesa",
  confirmDeleteTableTitle: "Burahin ang mesang ito?",
  confirmDeleteTableText: "Mabubura ang laban para sa lahat ng nasa mesa, nang tuluyan.",
  releaseSeat: "Bakantehin ang puwesto",
  toComputer: "Hayaang maglaro ang computer",
  giveBack: "Ibalik ang puwesto",
  hintsOn: "Puwede ang pahiwatig sa mesang ito.",
  hintsOffNote: "Hindi puwede ang pahiwatig sa mesang ito.",
  allowHints: "Payagan ang pahiwatig",
  forbidHints: "Patayin ang pahiwatig",
  seatWho: (s, name) => (name ? `${name}, puwesto ${s}` : `Puwesto ${s}`),
  seatState: {
    free: "bakante: naghihintay ng kaibigan",
    here: "sa device na ito",
    yours: "ikaw",
    connected: "nakakonekta",
    away: "wala",
    awayWaits: "wala: naghihintay ang mesa",
    computer: "ang computer ang naglalaro",
  },
  pausedBy: (panel) => (panel === "rules" ? "nagbabasa ng mga tuntunin" : "nagbabasa ng talaan"),
  rejoinButton: "Laruin ang puwesto ko sa ibang device",
  rejoinHelp:
    "Buksan ang link na ito sa kabilang device: doon lilipat ang puwesto mo, at hindi na ito " +
    "lalaruin ng device na ito. Huwag itong ibigay sa iba.",
  rejoinLabel: (s) => `Link para bumalik sa puwesto ${s}`,
  copyRejoin: "Kopyahin ang link para bumalik",
  rejoinCopied: "Nakopya ang link para bumalik.",
  reconnecting: "Naputol ang koneksiyon: kumokonekta muli…",
  offerKinds: {
    undo: "i-undo ang huling tira",
    redo: "ulitin ang tirang na-undo",
    restart: "simulang muli ang kamay",
    new_match: "magsimula ng bagong laban",
  },
  offerBy: (kind, p) => `Hinihiling ${ngY(p)} na ${tl.offerKinds[kind]}.`,
  offerUndo: (p, mover, tile) => `Hinihiling ${ngY(p)} na bawiin ang ${tile} ${kanino(p, mover)}.`,
  offerUndoMove: (p, what) => `Hinihiling ${ngY(p)} na bawiin ang tirang ito: ${what}`,
  offerRedo: (p, mover, tile) =>
    `Hinihiling ${ngY(p)} na ilapag ulit ang ${tile} ${kanino(p, mover)}.`,
  offerRedoMove: (p, what) => `Hinihiling ${ngY(p)} na ulitin ang tirang ito: ${what}`,
  offerRestart: (p, n) =>
    `Hinihiling ${ngY(p)} na simulang muli ang kamay ${n}, ang kamay na nilalaro ngayon.`,
  offerNewMatch: (p, sides, score) =>
    `Hinihiling ${ngY(p)} na magsimula ng bagong laban. ${titigil(sides, score)}`,
  offerMine: (kind, ps) => `Hiniling mong ${tl.offerKinds[kind]}: hinihintay ${hinihintay(ps)}.`,
  offerMineUndo: (mover, tile, ps) =>
    `Hiniling mong bawiin ang ${tile} ${ngY(mover)}: hinihintay ${hinihintay(ps)}.`,
  offerMineUndoMove: (what, ps) =>
    `Hiniling mong bawiin ang tirang ito: ${what} Hinihintay ${hinihintay(ps)}.`,
  offerMineRedo: (mover, tile, ps) =>
    `Hiniling mong ilapag ulit ang ${tile} ${ngY(mover)}: hinihintay ${hinihintay(ps)}.`,
  offerMineRedoMove: (what, ps) =>
    `Hiniling mong ulitin ang tirang ito: ${what} Hinihintay ${hinihintay(ps)}.`,
  offerMineRestart: (n, ps) =>
    `Hiniling mong simulang muli ang kamay ${n}, ang kamay na nilalaro ngayon: hinihintay ${hinihintay(ps)}.`,
  offerMineNewMatch: (sides, score, ps) =>
    `Hiniling mong magsimula ng bagong laban: hinihintay ${hinihintay(ps)}. ${titigil(sides, score)}`,
  requestBar: "Hiling",
  tableNewsBar: "Balita sa mesa",
  acceptOffer: "Tanggapin",
  refuseOffer: "Tanggihan",
  withdrawOffer: "Bawiin ang kahilingan",
  offerWithdrawn: (kind, p) => `Binawi ${ngY(p)} ang kahilingang ${tl.offerKinds[kind]}.`,
  offerYouWithdrew: (kind) => `Binawi mo ang kahilingang ${tl.offerKinds[kind]}.`,
  offerRefused: (kind, p) => `Tumanggi ${angY(p)} na ${tl.offerKinds[kind]}.`,
  offerYouRefused: (kind) => `Tumanggi kang ${tl.offerKinds[kind]}.`,
  offerAgreed: (kind) => `Pumayag ang lahat na ${tl.offerKinds[kind]}.`,
  offerLapsed: (kind) =>
    `Pumayag ang lahat na ${tl.offerKinds[kind]}, pero may naunang tira: hindi ito natuloy.`,
  offerJoined: (kind) => `Pumayag kang ${tl.offerKinds[kind]}: hinihintay ang iba.`,
  offerAcceptedBy: (ps, waits) => `Pumayag ${and(ps.map(angY))}: hinihintay ${hinihintay(waits)}.`,
  leaveTable: "Umalis sa mesa",

  // maglaro kasama ang kahit sino: ang manlalaro ng device na ito, "Maglaro na", ang mga pampublikong mesa
  anyone: {
    heading: "Maglaro na",
    help: "Umupo agad kasama ang ibang manlalaro. Pagkatapos ng countdown, computer ang uupo sa mga puwestong bakante pa.",
    playGame: (game) => `Maglaro ng ${game}`,
    withFriend: "Kasama ang kaibigan bilang kapareha ko (may code kang babasahin sa kanya)",
    tablesButton: "Mga pampublikong mesa",
    pairSummary: "May code bang ibinigay sa iyo ang kaibigan mo?",
    pairHeading: "Maging kapareha ng kaibigan mo",
    pairHelp: "I-type ang code na binabasa sa iyo ng kaibigan mo.",
    joinFriend: "Samahan ang kaibigan ko",
    noProfile: "Pumili ng pangalan at larawan: makikita ito ng ibang manlalaro.",
    makeProfile: "Pumili ng pangalan ko",
    editProfile: "Baguhin",
    changeProfile: "Baguhin ang pangalan o larawan ko",
    moveOpen: "Ilipat ang manlalaro ko sa ibang device",
    profileTitle: "Ang manlalaro mo",
    profileHelp:
      "Makikita ng ibang manlalaro ang pangalan at larawang ito sa mga pampublikong mesa.",
    name: "Pangalan",
    nameHelp: "Hanggang 24 na titik.",
    nameMissing: "Magsulat ng pangalan.",
    avatar: "Larawan",
    colours: {
      red: "pula",
      orange: "kahel",
      gold: "ginto",
      green: "berde",
      teal: "asul-berde",
      blue: "asul",
      purple: "lila",
      pink: "rosas",
    },
    avatarNamed: (a) =>
      Object.hasOwn(tl.anyone.colours, a) ? `Ang inisyal mo sa kulay ${tl.anyone.colours[a]}` : a,
    save: "I-save",
    saveAndPlay: "I-save at maglaro",
    profileSaved: "Nai-save ang manlalaro mo.",
    moveHeading: "Maglaro gamit ang pangalan mo sa ibang device",
    moveHelp:
      "Gumawa ng link na maglilipat ng manlalaro mo (pangalan, larawan at rating) sa ibang telepono o computer.",
    moveButton: "Gawin ang link",
    moveLinkHelp:
      "Buksan ang link na ito, o i-scan ang QR code, sa kabilang device. Isang beses lang ito gagana, at pagkatapos ay hindi na maglalaro gamit ang pangalan mo ang device na ito. Huwag itong ibigay sa iba.",
    moveLink: "Link na naglilipat ng manlalaro mo",
    moveQr: "QR code ng link na naglilipat ng manlalaro mo",
    profileMoved: (name) => `Naglalaro ka na bilang si ${name} sa device na ito.`,
    profileLinkUsed:
      "Nagamit na ang link na ito, o may mas bagong ginawa: gumawa ng bago sa kabilang device.",
    waitingHeading: (game) => `${game}: naghahanap ng manlalaro`,
    waitingHelp: (level) =>
      `Dito umuupo ang mga gustong maglaro na. Pagkatapos ng countdown, computer (${level}) ang uupo sa mga puwestong bakante pa.`,
    countdown: (n) => `Uupo ang computer sa loob ng ${n} segundo.`,
    seatOpen: "bakante: naghihintay ng manlalaro",
    keptForPartner: "nakalaan sa kaibigan mo",
    partnerHere: "kapareha mo",
    partnerOpen: "puwesto ng kapareha mo: naghihintay ng manlalaro",
    pairShow: "Basahin ang code na ito sa kaibigan mo:",
    fillNow: "Magsimula kasama ang computer",
    giveUpSeat: "Bakantehin ang puwesto ko",
    leftWaiting: (game) => `Umalis ka sa mesa ng ${game}: bakante na ulit ang puwesto mo roon.`,
    leftStarted: (game) =>
      `Nagsimula ang laban ng ${game} sa mismong pag-alis mo: tuloy pa rin ito, at ang computer ang naglalaro sa puwesto mo hanggang bumalik ka.`,
    standIn: "wala: ang computer ang naglalaro para sa kanya",
    standInYou: "wala: ang computer ang naglalaro para sa iyo",
    tablesTitle: "Mga pampublikong mesa",
    back: "Bumalik",
    waitingTables: "Naghihintay ng manlalaro",
    playingTables: "Nilalaro ngayon",
    noneWaiting:
      "Walang mesang naghihintay ng manlalaro ngayon. Magbukas ka ng isa: uupo kasama mo ang mga susunod na gustong maglaro.",
    nonePlaying: "Walang pampublikong laban na nilalaro ngayon.",
    loading: "Naglo-load…",
    kindQuick: "Maglaro na",
    kindHost: "Binuksan ng isang manlalaro",
    anyLanguage: "kahit anong wika",
    levelIs: (level) => `computer: ${level}`,
    sitAt: (seat, partner) =>
      partner
        ? `Umupo sa puwesto ${seat}, bilang kapareha ni ${partner}`
        : `Umupo sa puwesto ${seat}`,
    watch: "Manood",
    backToSeat: "Bumalik sa puwesto ko",
    publish: "Ilagay ang mesa sa Mga pampublikong mesa",
    unpublish: "Alisin ito sa Mga pampublikong mesa",
    isPublic:
      "Pampubliko ang mesang ito: puwedeng umupo ang kahit sino sa bakanteng puwesto mula sa Mga pampublikong mesa.",
    leaveTitle: "Aalis sa laban?",
    leaveText:
      "Tuloy ang laban kahit wala ka: maya-maya, ang computer ang maglalaro sa puwesto mo, at mabibilang pa rin ang resulta sa rating mo. Makakabalik ka sa puwesto mo mula sa Mga pampublikong mesa.",
    // asked before another public match while one of this player's is under way
    playingTitle: "May laban kang hindi pa tapos",
    playingText:
      "Tuloy ang laban mo sa pampublikong mesa kahit wala ka: ang computer ang naglalaro sa puwesto mo habang wala ka, at mabibilang pa rin ang resulta sa rating mo. Babalik ka ba roon, o ipapaubaya mo ito sa computer at magsisimula ng bago?",
    another: "Ipaubaya ito sa computer at magsimula ng bago",
    // a match being played, in the lobby: each team as {names, computers}
    sides: (a, b) => {
      const crew = ({ names, computers }) =>
        names.length
          ? and([...names, ...(computers ? ["computer"] : [])])
          : `${computers} computer`;
      return `${crew(a)} laban sa ${crew(b)}`;
    },
  },

  // saved matches and record files (start screen)
  savedHeading: "Ang iyong mga laban",
  unfinishedHeading: "Hindi pa tapos: ituloy ang isa",
  finishedHeading: "Tapos na: balikan ang isa",
  noSaved: "Wala pang naka-save na laban: itinatago rito ang bawat laban habang naglalaro ka.",
  resume: "Ituloy",
  // the start screen's first cards: a match of this device's player under way, how it goes
  // on while they are away (the computer plays their seat, friends wait for them, or it
  // waits on this device), and the way back to it
  underWay: {
    title: (game) => `Tuloy pa ang laban mo ng ${game}`,
    computer: "Ang computer ang naglalaro sa puwesto mo hanggang bumalik ka.",
    friends: "Hihintayin ka ng iba pagdating ng tira mo.",
    alone: "Naghihintay ito kung saan mo iniwan.",
    back: "Bumalik sa laban",
    // a public table its player left before its match began: nothing is played yet
    waitingTitle: (game) => `Hindi pa nagsisimula ang mesa mo ng ${game}`,
    waiting:
      "Umalis ka sa mesa bago nagsimula ang laban, at nakalaan pa rin sa iyo ang puwesto mo. Pagsimula ng laban, ang computer ang maglalaro sa puwesto mo hanggang bumalik ka.",
    hostStarts: "Magsisimula ang laban kapag sinimulan mo ito.",
    hostWaits: "Magsisimula ang laban kapag sinimulan ito ng host.",
  },
  replay: "Balikan",
  remove: "Burahin",
  download: "I-download",
  matchName: (title, when) => `${title}, ${when}`,
  seatsText: (seats, names, you) => {
    // a player who gave a name is said by it, this device's one seat (`you`) by "you" if
    // not; the other seats by their numbers
    const named = (i) =>
      seats[i] === "human" ? (names[i] ?? (you === i + 1 ? "ikaw" : null)) : null;
    const of = (kind) => seats.flatMap((k, i) => (k === kind && !named(i) ? [String(i + 1)] : []));
    const players = seats.flatMap((_, i) => named(i) || []);
    const humans = of("human");
    const computers = of("computer");
    return [
      players.length ? and(players) : null,
      humans.length ? `tao sa puwesto ${and(humans)}` : null,
      computers.length ? `computer sa puwesto ${and(computers)}` : null,
    ]
      .filter(Boolean)
      .join(", ");
  },
  handAt: (n) => `kamay ${n}`,
  importedNote: "mula sa isang record file",
  leftForNew: "itinigil dito para sa bagong laban",
  confirmDeleteTitle: "Burahin ang labang ito?",
  confirmDeleteText:
    "Tuluyan itong mawawala sa computer na ito. I-download muna ang record nito kung gusto mong " +
    "magtago ng kopya.",
  confirmDeleteYes: "Burahin ang laban",
  deleted: "Nabura ang laban.",
  recordSecret:
    "Mada-download ang record nito kapag tapos na ang laban: lihim na binunot ang seed, at " +
    "ibubunyag ng record ang bawat kamay.",
  downloaded: "Na-download ang record.",
  openHeading: "Magbukas ng record file",
  openHelp:
    "Record ng isang laban (.json) na na-download mula sa Doble Seis. Puwede mo ring ihulog ang " +
    "file sa pahinang ito.",
  fileLabel: "Pumili ng record file",
  dropHere: "Ihulog ang record file para buksan ito",
  notJson: "Hindi record ng Doble Seis ang file na ito: hindi ito JSON.",
  tooLarge: "Masyadong malaki ang file na ito para sa record ng laban (higit sa 1 MB).",
  fileSummary: (name, game, n) => `${name}: ${game}, ${n} galaw`,
  replayFile: "Balikan nang hakbang-hakbang",
  continueFile: "Ituloy ang laro mula sa dulo nito",
  continueHeading: "Sino ang magpapatuloy mula sa dulo nito",
  recordOver: "Tapos na ang labang ito: mababalikan na lamang ito.",
  cannotOpen: (why) => `${why.charAt(0).toUpperCase()}${why.slice(1)}`,

  // replay
  replayBadge: "Balik-tanaw",
  replayTitle: (title) => `Balik-tanaw: ${title}`,
  replayNote:
    "Balik-tanaw sa labang wala nang naglalaro: ipinapakita ang bawat kamay, at walang " +
    "anumang gawin mo rito ang magbabago sa laban.",
  stepOf: (k, n) => `Hakbang ${k} sa ${n}`,
  toStart: "Sa simula",
  back: "Atras",
  replayPrevHand: "Nakaraang kamay",
  forward: "Abante",
  replayNextHand: "Susunod na kamay",
  toEnd: "Sa dulo",
  replayKeys:
    "Mga key: ← at → isang hakbang; Page Up at Page Down isang kamay; Home at End sa simula at " +
    "sa dulo.",
  leaveReplay: "Umalis sa balik-tanaw",
  replayDeal: "Ang pamamahagi, bago kumilos ang sinuman.",
  replayHolds: (p, tiles) =>
    tiles.length
      ? `Hawak ${ngY(p)} ang ${tiles.join(", ")}`
      : p.you
        ? "Wala kang hawak"
        : `Walang hawak ${angMate(p, p.mate)}`,
  replayStep: (k, n, text) => `Hakbang ${k} sa ${n}: ${text}`,
  // verifiable deals
  commitmentShort: (hex) => `Pangako sa pamamahagi ${hex.slice(0, 10)}…`,
  commitmentLabel: "Pangako sa pamamahagi (SHA-256)",
  commitmentHelp:
    "Ang SHA-256 ng lihim na materyal ng seed na pinagbalasahan ng pamamahaging ito. Ipinapakita" +
    " ang materyal pagkatapos ng kamay, kaya masusuri ng sinuman na nakatakda na ang pamamahagi " +
    "bago nagsimula ang laro.",
  copyMaterial: "Kopyahin ang materyal ng seed",
  copiedMaterial: "Nakopya ang materyal ng seed.",
  copyCommitment: "Kopyahin ang pangako",
  copiedCommitment: "Nakopya ang pangako.",
  verifyHeading: "Suriin ang pamamahagi",
  seedMaterial: "Materyal ng seed",
  verifyCommand: "Utos",
  copyCommand: "Kopyahin ang utos",
  copiedCommand: "Nakopya ang utos.",
  verifyHelp:
    "Patakbuhin ito kung saan naka-install ang Doble Seis: pinatutunayan nito na nakatakda na " +
    "ang balasa bago ang laro, dahil ang materyal na ito, na lihim hanggang ngayon, ang " +
    "nagbibigay ng pangakong ipinakita bago ang kamay at ng eksaktong mga kamay na ito ayon sa " +
    "pagkakabahagi.",

  // header and toolbar
  seedShown: (seed) => `Seed ${seed}`,
  seedSecret: "Seed: ipapakita pagkatapos ng laban",
  seedSecretHelp:
    "Ibubunyag ng binunot na seed ang bawat kamay, kaya nakatago ito hanggang sa dulo.",
  copySeed: "Kopyahin ang seed",
  copied: "Nakopya ang seed",
  sameSeed: "Laruin ulit ang parehong mga kamay",
  sameSeedNamed: (seed) => `Bagong laban sa seed na ito (${seed})`,
  hint: "Pahiwatig",
  undo: "I-undo",
  redo: "Ulitin",
  restart: "Magsimulang muli",
  newMatch: "Bagong laban",
  home: "Unang screen",
  rules: "Tuntunin",
  log: "Talaan",
  close: "Isara",

  // the settings panel (settings.js): one entry in `prefs` per preference of prefs.js
  settings: "Mga setting",
  settingsTitle: "Mga setting",
  prefs: {
    lang: { label: "Wika", choices: NAMES },
    pace: {
      label: "Bilis ng computer",
      help: "Ang hinto bago ang bawat tira ng computer, pati sa bawat pamamahagi sa Haiti. Kapag binawasan ang animasyon sa device, agad tumitira ang computer. Sa mesa kasama ang mga kaibigan, ang bilis ng host ang sinusunod.",
      choices: { quick: "Mabilis", normal: "Karaniwan", relaxed: "Marahan" },
    },
    autoPass: {
      label: "Kusang pumasa kapag walang tugmang bato",
      help: "Kapag walang batong tumutugma ang isang puwesto ng device na ito, agad itong pumapasa at sinasabi ito.",
    },
    quickPlay: {
      label: "Isang pindot lang para sa batong iisa ang mapaglalagyan",
      help: "Ang batong tumutugma sa iisang dulo lang (o sa dalawang dulong pareho ang numero) ay agad na ilalapag pagkapili mo. Kapag naka-off: piliin ang bato, saka ang dulo nito.",
    },
    sound: {
      label: "Tunog",
      help: "Isang lagitik sa bawat batong nilaro, dalawang katok sa mesa sa bawat pasa, at isang tunog sa pagtatapos ng kamay.",
    },
    turnTitle: {
      label: "Ang turno mo sa pamagat ng tab",
      help: "Sa mesang may mga kaibigan, sinasabi ng pamagat at icon ng pahina kung ikaw na, kahit nasa ibang tab ka.",
    },
    vibrate: {
      label: "Mag-vibrate",
      help: "Sa mga teleponong kaya ito: pagdating ng turno mo, at kapag may nagpaalala sa iyo.",
    },
    notify: {
      label: "Mga notification",
      help: "Isang notification pagdating ng turno mo habang nakatago ang pahina. Minsan lang magtatanong ang browser, kapag sumali o gumawa ka ng mesa kasama ang mga kaibigan.",
    },
    contrast: {
      label: "Mataas na contrast",
      help: "Itim at puti na may matitibay na gilid: litaw ang mga bato, ang mga dulo at kung sino ang maglalaro.",
    },
    largeTiles: {
      label: "Malalaking bato",
      help: "Mas malalaking bato sa iyong kamay at sa hanay.",
    },
    level: {
      label: "Antas ng computer",
      help: "Para sa mga bagong laban sa device na ito.",
      choices: {
        null: "Itanong sa unang screen",
        random: "Madali",
        basic: "Katamtaman",
        strong: "Mahirap",
      },
    },
  },
  more: "Iba pa",
  downloadRecord: "I-download ang record",
  confirmNewTitle: "Magsimula ng bagong laban?",
  confirmNewText:
    "Naka-save ang labang ito: maitutuloy mo ito mamaya mula sa listahan ng iyong mga laban, sa unang screen.",
  confirmNewSharedText: (sides, score) =>
    `Lilipat ang buong mesa sa bagong laban kapag pumayag na ang ibang manlalaro. ${titigil(sides, score)}`,
  confirmNewYes: "Magsimula ng bagong laban",
  cancel: "Kanselahin",

  autoPassed: (p, ends) =>
    `Walang batong tumutugma sa ${ends.join(" o sa ")}: kusang pumasa ${ang(p)}.`,
  autoPassedYou: (ends) => `Walang batong tumutugma sa ${ends.join(" o sa ")}: kusa kang pumasa.`,
  undoAskTitle: (s) => `Puwesto ${s}, puwede bang bawiin ang tira mo?`,
  undoAskText: (s, what) =>
    `Binabawi ng undo ang tira ng puwesto ${s}: ${what} Iabot ang device sa puwesto ${s} para pumayag.`,
  undoAskYes: (s) => `Pumapayag ang puwesto ${s}: i-undo`,
  sheet: "Talaan ng bilang",
  sheetTitle: "Talaan ng bilang",
  sheetCaption: (game) => `Talaan ng bilang ng laban: ${game}`,
  sheetEmpty: "Wala pang tapos na kamay.",
  sheetHead: { hand: "Kamay", winner: "Nanalo", how: "Paano", points: "Dagdag", score: "Bilang" },
  sheetTeam: (side) => scored(side),
  sheetNobody: "wala",
  sheetHow: {
    domino: (p) => `domino, ${puwestoY(p)}`,
    dekabes: (p) => `Dékabès, ${puwestoY(p)}`,
    block: () => "bara",
    tie: () => "bara: tabla",
  },
  sheetPoints: { added: (p) => `+${p}`, reset: "naputol ang sunod-sunod", kept: "—" },
  sheetScore: (s) => `${s[0]}–${s[1]}`,
  sheetScoreOrder: (first) =>
    first.role === "us" ? "kami–sila" : `puwesto ${sidePair(first)} muna`,
  sheetAccuracy: {
    title: "Katumpakan",
    seat: (who, a) =>
      a.choices
        ? `${who}: ${pct(a.accuracy)}, ${a.good} sa ${a.choices} pasya ang mahusay`
        : `${who}: walang kailangang pasyahan sa mga nasuring kamay`,
    none: "Wala pang nasusuring kamay sa labang ito.",
    pending: (hands) => `Hindi pa nasusuri, kaya hindi pa binibilang: kamay ${and(hands)}.`,
    review: (n) => `Suriin ang kamay ${n}`,
  },
  stats: "Estadistika",
  statsHeading: "Ang iyong estadistika",
  statsNone:
    "Wala pang nalarong laban sa device na ito: galing sa mga naka-save mong laban ang estadistika.",
  statsCaption: (game, level) => `${game}, ${level}`,
  statsHead: {
    matches: "Nalarong laban",
    won: "Panalong laban",
    hands: "Nalarong kamay",
    hands_won: "Panalong kamay",
    chivas: "Chiva (panalong 4–0)",
    dekabes: "Dékabès",
    best_streak: "Pinakamahabang sunod-sunod na panalong laban",
    accuracy: "Katumpakan (karaniwan bawat laban)",
  },
  statsAccuracy: (accuracy, pending) => {
    if (accuracy === null) return `naghihintay (${pending} kamay na susuriin)`;
    return pending ? `${pct(accuracy)} (${pending} kamay na hindi pa nasusuri)` : pct(accuracy);
  },
  statsAccuracyNote:
    "Katumpakan: ang bahagi ng mga pasya mo na minarkahang mahusay ng pagsusuri ng kamay, karaniwan bawat laban. Naghihintay pa ang mga kamay na hindi pa nasusuri: hindi pa sila binibilang.",
  statsLeftOut: (n) =>
    `Hindi binilang: mga mesang parehong pares ang nilalaro ng device na ito (${n}).`,
  ratings: {
    heading: "Ang rating mo",
    noProfile:
      "May rating lamang ang may profile ng manlalaro: gumawa ng isa, saka maglaro ng pampublikong laban kasama ang ibang tao.",
    makeProfile: "Gumawa ng profile ko",
    none: "Wala ka pang rating: magkakaroon ka nito pagkatapos ng una mong pampublikong laban kasama ang ibang tao.",
    matches: (n) => `${n} laban na may rating`,
    chart: (game, n, first, last) =>
      `Ang rating mo sa ${game} sa ${n} laban: mula ${first} hanggang ${last}.`,
    recent: "Mga huling laban na may rating",
    board: "Mga nangunguna",
    game: "Laro",
    period: "Kailan",
    periods: { week: "Ngayong linggo", all: "Sa lahat ng panahon" },
    head: { rank: "Ranggo", player: "Manlalaro", rating: "Rating", matches: "Laban na may rating" },
    // the headers a narrow leaderboard (a phone) shows for Rank and Rating; the full ones read aloud
    headShort: { rank: "#", rating: "Rating" },
    youMark: "(ikaw)",
    provisional: "pansamantala",
    provisionalNote:
      "Pansamantala (?): magiging matatag ang rating mo habang naglalaro ka ng mas maraming laban na may rating.",
    won: "Panalo",
    lost: "Talo",
    // an empty leaderboard: after what `empty` says, the way onto it
    playFirst: "Maglaro ng pampublikong laban kasama ang ibang tao para mapasama ka rito.",
    empty: {
      week: "Wala pang naglaro ng laban na may rating ngayong linggo.",
      all: "Wala pang may rating.",
    },
    shown: {
      week: (game) => `Mga nangunguna sa ${game} ngayong linggo.`,
      all: (game) => `Mga nangunguna sa ${game} sa lahat ng panahon.`,
    },
    below: (n) => `Wala ka pa sa nangungunang ${n}.`,
  },

  // quick reactions at a public table (reactions.js)
  reactions: {
    open: "Mga reaksyon",
    title: "Mabilisang reaksyon",
    help: "Makikita ito ng lahat sa mesa sa tabi ng pangalan mo nang ilang segundo.",
    phrases: {
      hello: "Kumusta!",
      good_luck: "Suwertehin ka!",
      nice_play: "Magandang tira!",
      well_played_partner: "Ang galing mo, kapareha!",
      oops: "Naku!",
      thanks: "Salamat!",
      good_game: "Magandang laban!",
      wow: "Grabe!",
    },
    said: (who, phrase) => `Sabi ${person(who, "ni", "ng")}: ${phrase}`,
    wait: (n) => `Dahan-dahan lang! Makakapagpadala ka ulit makalipas ang ${n} segundo.`,
    players: "Mga manlalaro sa mesa",
    muteHelp:
      "Kapag in-mute mo ang isang manlalaro, hindi na lalabas ang mga reaksyon niya sa mga device mo.",
    mute: (who) => `I-mute ${person(who, "si", "ang")}`,
    unmute: (who) => `I-unmute ${person(who, "si", "ang")}`,
    plateMute: (who) => `I-mute ang mga reaksyon ${person(who, "ni", "ng")}`,
    plateUnmute: (who) => `Ipakita ulit ang mga reaksyon ${person(who, "ni", "ng")}`,
    mutedNow: (who) =>
      `Naka-mute na: hindi mo na makikita ang mga reaksyon ${person(who, "ni", "ng")}.`,
    unmutedNow: (who) => `Makikita mo ulit ang mga reaksyon ${person(who, "ni", "ng")}.`,
  },

  // table
  seatCaption: (p, you, partner) =>
    you
      ? `Ikaw, puwesto ${p.seat}`
      : partner
        ? p.name
          ? `${p.name}, kapareha mo`
          : `Kapareha, puwesto ${p.seat}`
        : p.name
          ? `${p.name}, puwesto\u00a0${p.seat}` // the seat and its number on one line
          : `Puwesto ${p.seat}`,
  seatKind: { human: "tao", computer: "computer" },
  tilesLeft: (n) => `${n} bato`,
  yourTiles: "Mga bato mo",
  lineLabel: "Ang hanay ng laro",
  emptyLine: "Walang laman ang hanay",
  endLabel: (side, n) => `${side === "left" ? "Kaliwang" : "Kanang"} dulo, ${n}`,
  openHere: "Magbukas dito",
  pass: "Pasa",
  lastPlayed: (tile) => `naglapag ng ${tile}`,
  lastPassed: "pumasa",
  yourTurnFlag: "Ikaw na!",
  thinkingFlag: "nag-iisip…",
  sendingFlag: "ipinapadala…",
  sendingStatus: "Ipinapadala ang tira mo…",
  waitingFlag: "naghihintay",
  // the status line: `mate`, the seat is your partner's (named as its plate names it unless its
  // player gave a name)
  turnOf: (p, you, mate) =>
    you
      ? "Ikaw na"
      : p.name
        ? `Si ${p.name} ang maglalaro`
        : mate
          ? "Ang kapareha mo ang maglalaro"
          : `Ang puwesto ${p.seat} ang maglalaro`,
  acceptOf: (p, you, mate) =>
    you
      ? "Tingnan ang iyong mga bato at tanggapin ang pamamahagi"
      : `Tinitingnan ${ngMate(p, mate)} ang pamamahagi`,
  chooseOf: (p, you, mate) =>
    you ? "Sino ang mauuna?" : `Pumipili ${angMate(p, mate)} kung sino ang mauuna`,
  thinking: (p, mate) => `Nag-iisip ${angMate(p, mate)}…`,
  mustPass: "Walang tugmang bato: kailangan mong pumasa.",
  forcedOpen: "Sapilitang dobleng anim: ang may hawak ng 6-6 ang nagbubukas nito.",
  freeLeadYou: "Ikaw ang mauuna: ilapag ang anumang bato.",
  selectHelp: "Pumili ng bato, saka ng dulo (o i-drag ang bato sa isang dulo).",
  quickPlayHelp: "Pumili ng bato para ilapag ito (saka ng dulo, kung tugma sa dalawa).",
  cannotPlay: (tile) => `Hindi tumutugma ngayon ang ${tile}`,
  notYourTurn: "Hintayin ang iyong turno.",
  hand: (n) => `Kamay ${n}`,
  scoreAria: (text) => `Bilang: ${text}`,
  doubleNext: "Doble ang susunod na panalo",

  // Haiti deal acceptance and choice of opener
  accept: "Tanggapin",
  requestRedeal: "Ipabalasa muli",
  redealRight: (n) => `May hawak kang ${n} doble: puwede kang humiling ng muling pamamahagi.`,
  redealAnnounced: (p) =>
    `Humiling ${angY(p)} ng muling pamamahagi: muling ipinamamahagi ang lahat ng 28 bato.`,
  whoOpens:
    "Sino ang mauuna: ikaw o ang iyong kapareha? Ikaw lamang ang nakakakita ng iyong mga bato.",
  openMeName: (s) => `Ako (puwesto ${s})`,
  openPartnerName: (p) => `Ang aking kapareha (${puwesto(p)})`,

  // hot-seat handoff
  handoffTitle: (p) => `Iabot ang device ${sa(p)}`,
  handoffText:
    "Ang iba, huwag tumingin. Lalabas lamang ang mga bato kapag hawak na ito ng tamang " +
    "manlalaro.",
  iAm: (p) => (p.name ? `Ako si ${p.name}` : `Ako ang puwesto ${p.seat}`),
  spectating: "Nanonood: walang ipinapakitang bato ng sinuman.",

  // narration (the aria-live region and the last-move bubbles)
  said: {
    replayLeft: "Tapos na ang balik-tanaw.",
    play: (p, tile, on) =>
      on === null ? `Nagbukas ${angY(p)} ng ${tile}.` : `Inilapag ${ngY(p)} ang ${tile} sa ${on}.`,
    pass: (p) => `Pumasa ${angY(p)}.`,
    accept: (p) => `Tinanggap ${ngY(p)} ang pamamahagi.`,
    redeal: (p) =>
      `Humiling ${angY(p)} ng muling pamamahagi: muling ipinamamahagi ang lahat ng 28 bato.`,
    choose: (p, o) =>
      p.seat === o.seat
        ? `${capital(Ikaw(p))} ang mauuna.`
        : p.you
          ? `Pinauuna mo ang kapareha mo${o.name ? `, si ${o.name}` : ""}.`
          : o.you
            ? `Pinauuna ka ${ngY(p)}.`
            : `Pinauuna ${ngY(p)} ang kapareha ${nitoY(p)}, ${ang(o)}.`,
    // the same, done by the computer for seat `p`, which this device holds (as en.js)
    standIn: {
      play: (p, tile, on) =>
        on === null
          ? `Nagbukas ang computer ng ${tile} ${paraSa(p)}.`
          : `Inilapag ng computer ang ${tile} sa ${on} ${paraSa(p)}.`,
      pass: (p) => `Pumasa ang computer ${paraSa(p)}.`,
      accept: (p) => `Tinanggap ng computer ang pamamahagi ${paraSa(p)}.`,
      redeal: (p) =>
        `Humiling ang computer ng muling pamamahagi ${paraSa(p)}: muling ipinamamahagi ang lahat ng 28 bato.`,
      choose: (p, o) =>
        p.seat === o.seat
          ? `Pinili ng computer na ${Ikaw(p)} ang mauuna.`
          : `${capital(paraSa(p))}, pinauuna ng computer ${p.you ? `ang kapareha mo${o.name ? `, si ${o.name}` : ""}` : ang(o)}.`,
    },
    handOver: (n) => `Tapos na ang kamay ${n}.`,
    yourTurn: "Ikaw na.",
    // how a hand ended, in short, after `handOver` (the end-of-hand card says it at length)
    domino: (p) => `Domino! ${p.you ? "Naubusan ka ng bato" : `Naubusan ng bato ${angY(p)}`}.`,
    streakBroken: (w) =>
      w.role === "us"
        ? "Pinutol ng pares ninyo ang sunod-sunod ng kalaban."
        : w.role === "them"
          ? "Pinutol ng kalaban ang sunod-sunod ninyo."
          : `Pinutol ng ${sideName(w).replace(/^ang /, "")} ang sunod-sunod ng kalaban nila.`,
    doubleNext: "Doble ang susunod na panalo.",
    seated: (p) =>
      p.name ? `Umupo si ${p.name} sa puwesto ${p.seat}.` : `May nakaupo na sa puwesto ${p.seat}.`,
    allSeated: "Puno na ang lahat ng puwesto: puwede mo nang simulan ang laban.",
    undone: "Na-undo.",
    redone: "Naulit.",
    agreedUndonePlay: (p, tile) =>
      p.you
        ? `Pumayag ang lahat: balik sa iyo ang ${tile} mo.`
        : `Pumayag ang lahat: binawi ang ${tile} ${ngY(p)}.`,
    agreedRedonePlay: (p, tile) =>
      p.you
        ? `Pumayag ang lahat: inilapag mo ulit ang ${tile}.`
        : `Pumayag ang lahat: inilapag ulit ${ngY(p)} ang ${tile}.`,
    // the same for a Haiti deal's acceptance, a redeal, or the choice of who opens (as en.js)
    agreedUndoneAccept: (p) =>
      p.you
        ? "Pumayag ang lahat: binawi ang pagtanggap mo sa pamamahagi."
        : `Pumayag ang lahat: binawi ang pagtanggap ${ngY(p)} sa pamamahagi; titingnan ulit ${ngY(p)} ang pamamahagi.`,
    agreedUndoneRedeal: (p) =>
      `Pumayag ang lahat: binawi ang hiling ${ngY(p)} na muling pamamahagi; balik ang dating pamamahagi.`,
    agreedUndoneChoose: (p) =>
      p.you
        ? "Pumayag ang lahat: binawi ang pinili mo kung sino ang mauuna."
        : `Pumayag ang lahat: binawi ang pinili ${ngY(p)} kung sino ang mauuna; pipili ulit ${angY(p)}.`,
    agreedRedoneAccept: (p) => `Pumayag ang lahat: ${tinanggapUlit(p)}`,
    agreedRedoneRedeal: (p) => `Pumayag ang lahat: ${humilingUlit(p)}`,
    agreedRedonePass: (p) =>
      `Pumayag ang lahat: ${p.you ? "pumasa ka ulit" : `pumasa ulit ${angY(p)}`}.`,
    agreedRedoneChoose: (p, o) => `Pumayag ang lahat: ${maunaUlit(p, o)}`,
    undonePlay: (p, tile) =>
      p.you ? `Na-undo: balik sa iyo ang ${tile} mo.` : `Na-undo: binawi ang ${tile} ${ngY(p)}.`,
    // an undo that took back a Haiti deal's acceptance, a redeal, or the choice of who opens
    undoneAccept: (p) =>
      p.you
        ? "Na-undo: hindi mo pa tinatanggap ang pamamahagi."
        : `Na-undo: hindi pa tinatanggap ${ngY(p)} ang pamamahagi.`,
    undoneRedeal: (p) =>
      `Na-undo: binawi ang hiling ${ngY(p)} na muling pamamahagi; balik ang dating pamamahagi.`,
    undoneChoose: (p) =>
      p.you
        ? "Na-undo: hindi ka pa pumipili kung sino ang mauuna."
        : `Na-undo: hindi pa pumipili ${angY(p)} kung sino ang mauuna.`,
    redonePlay: (p, tile) =>
      p.you
        ? `Naulit: inilapag mo ulit ang ${tile}.`
        : `Naulit: inilapag ulit ${ngY(p)} ang ${tile}.`,
    // a redo that made a pass again (as en.js)
    redonePass: (p) => `Naulit: ${p.you ? "pumasa ka ulit" : `pumasa ulit ${angY(p)}`}.`,
    // a redo that made again a Haiti deal's acceptance, a redeal, or the choice of who opens
    redoneAccept: (p) => `Naulit: ${tinanggapUlit(p)}`,
    redoneRedeal: (p) => `Naulit: ${humilingUlit(p)}`,
    redoneChoose: (p, o) => `Naulit: ${maunaUlit(p, o)}`,
    turnNow: (p, phase) => turnSaid(tl, p, phase),
    restarted: "Nagsisimulang muli ang kamay mula sa pamamahagi nito.",
    newMatch: "Nagsisimula ang bagong laban.",
    selected: (tile, ends) =>
      ends.length === 0
        ? `Napili ang ${tile}.`
        : `Napili ang ${tile}: tumutugma ito sa ${ends.map((e) => e.toLowerCase()).join(" at sa ")}. ` +
          "Piliin ang dulo.",
    redealYou: "Humiling ka ng muling pamamahagi: narito ang iyong mga bagong bato.",
    selectedOpen: (tile) => `Napili ang ${tile}: piliin ang Magbukas dito para ilapag ito.`,
    cancelled: "Inalis ang pagpili.",
  },

  // hint
  hintTitle: "Pahiwatig",
  hintBest: (what) => `Mungkahi: ${what}`,
  hintWin: (match, hand) => `${pct(match)} tsansang manalo sa laban, ${pct(hand)} sa kamay`,
  hintOption: (what, match, hand) =>
    `${what}: ${pct(match)} tsansang manalo sa laban, ${pct(hand)} sa kamay`,
  hintPlay: "Ilapag ito",
  hintDo: "Gawin",
  hintDismiss: "Isantabi",
  hintOthers: "Ibang galaw",
  // ang pagsusuri ng tapos nang kamay (review.js); `lost`: ang bahagi ng kamay na ibinigay ng galaw
  review: {
    open: "Suriin ang kamay",
    title: (n) => `Pagsusuri ng kamay\u00a0${n}`, // the hand and its number on one line
    running: (done, of) => `Sinusuri ang kamay: ${done} sa ${of} galaw`,
    ready: (mine) =>
      !mine
        ? "Handa na ang pagsusuri."
        : mine.choices
          ? `Handa na ang pagsusuri: ${mine.good} sa ${mine.choices} pasya mo ang mahusay.`
          : "Handa na ang pagsusuri: wala kang kailangang pasyahan.",
    choose: "Pumili ng galaw para makita kung ano pa sana ang puwedeng nilaro ng manlalaro nito.",
    marks: {
      good: "Mahusay",
      inaccuracy: "Medyo mali",
      mistake: "Mali",
      blunder: "Malaking mali",
      forced: "Sapilitan",
    },
    move: (k, who, what) => `${k}. ${who}: ${what}`,
    ourMoves: "Mga galaw namin",
    theirMoves: "Mga galaw nila",
    accuracy: (who, good, choices) =>
      choices
        ? `${who}: ${good} sa ${choices} pasya ang mahusay`
        : `${who}: walang kailangang pasyahan`,
    forced: (what) => `${capital(what)}: iyon lang ang puwedeng galaw.`,
    good: (mark, close) =>
      close
        ? `${mark}: kasinghusay ng pinakamahusay na galaw, sa abot ng masasabi ng tantiya`
        : `${mark}: kasinghusay ng pinakamahusay na galaw`,
    verdict: (mark, played, best, less, d) =>
      `${mark}: ${pct(played, d)} tsansang manalo sa laban sa halip na ${pct(best, d)} sa pinakamahusay na galaw, mas mababa nang ${pct(less, d)}`,
    played: (what, match, hand, d) =>
      match === null
        ? `Nilaro: ${what}`
        : `Nilaro: ${what}, ${pct(match, d)} tsansang manalo sa laban, ${pct(hand)} sa kamay`,
    best: (what, match, hand, d) =>
      `Pinakamahusay: ${what}, ${pct(match, d)} tsansang manalo sa laban, ${pct(hand)} sa kamay`,
    wasBest: "Ito ang pinakamahusay na galaw.",
    chosen: (move, mark, best) =>
      best === null ? `${move}. ${mark}.` : `${move}. ${mark}. Pinakamahusay na tira: ${best}.`,
    drawn:
      "Ganito ang hanay bago ang galaw na ito; ang mapusyaw na bato ang pinakamahusay na galaw.",
    option: (what, match, hand, d) =>
      `${what}: ${pct(match, d)} tsansang manalo sa laban, ${pct(hand)} sa kamay`,
  },
  actionText: {
    play: (tile, on, either) =>
      on === null
        ? `magbukas ng ${tile}`
        : `${tile} sa ${on}${either ? " (kahit saang dulo, pareho lang)" : ""}`,
    pass: "pumasa",
    accept: "tanggapin ang pamamahagi",
    redeal: "ipabalasa muli",
    choose: (o) => `mauuna ${angY(o)}`,
  },

  // end of hand and match
  handOverTitle: (n) => `Tapos na ang kamay ${n}`,
  allHands: "Ang apat na kamay",
  holds: (pips) => `${pips} tuldok`,
  wentOut: "naubusan",
  dekabes: (base, pts) => `Dékabès! 2 × ${base} = ${pts} sa bilang`,
  // a block's words by what it compares (`measure`): team totals, or each team's lightest hand
  tieBy: {
    totals: (p) => `Bara na may ${p} tuldok sa bawat panig: tabla. Mananatili ang bilang.`,
    lowest: (p) =>
      `Bara na may ${p} tuldok sa pinakamagaang kamay ng bawat pares: tabla. Mananatili ang bilang.`,
  },
  streakBroken: (w) =>
    w.role === "us"
      ? "Pinutol ng pares ninyo ang sunod-sunod ng kalaban: parehong babalik sa 0 ang bilang at walang makukuha ang pares ninyo sa kamay na ito."
      : w.role === "them"
        ? "Pinutol ng kalaban ang sunod-sunod ninyo: parehong babalik sa 0 ang bilang at walang makukuha ang kalaban sa kamay na ito."
        : `Pinutol ng ${sideName(w).replace(/^ang /, "")} ang sunod-sunod ng kalaban nila: parehong babalik sa 0 ang bilang at walang makukuha ang nanalo sa kamay na ito.`,
  nextOpening: {
    forced: () => "Dobleng anim ang magbubukas ng susunod na kamay.",
    choose: (p) => `Pipili ${angY(p)} kung sino ang mauuna sa susunod na kamay.`,
    lead: (p) => `${capital(Ikaw(p))} ang mauuna sa susunod na kamay, sa anumang bato.`,
  },
  nextHand: "Susunod na kamay",
  matchOver: "Tapos na ang laban",
  // panels
  rulesTitle: (v) => `Tuntunin: ${v}`,
  logTitle: "Talaan ng laban",
  logEmpty: "Wala pang nangyayari.",
  logHand: (n) => `Kamay ${n}`,
  logged: {
    deal: (e) => {
      if (e.redealt) return "Binalasa at muling ipinamahagi ang lahat ng 28 bato.";
      const opens =
        e.opening === "forced"
          ? "ang may hawak ng 6-6 ang magbubukas nito"
          : e.opening === "choose"
            ? `pipili ${angY(e.leader)} kung sino ang mauuna`
            : `${Ikaw(e.leader)} ang mauuna`;
      return `Ipinamahagi ang mga bato; ${opens}.${e.accepts ? " Tinitingnan at tinatanggap ng bawat puwesto ang kamay nito." : ""}`;
    },
    play: (e) =>
      e.on === null
        ? `Nagbukas ${angY(e.seat)} ng ${e.play}.`
        : `Inilapag ${ngY(e.seat)} ang ${e.play} sa ${e.on}.`,
    pass: (e) =>
      e.ends[0] === e.ends[1]
        ? `Pumasa ${angY(e.seat)}: wala ${itoY(e.seat)}ng ${e.ends[0]}.`
        : `Pumasa ${angY(e.seat)}: wala ${itoY(e.seat)}ng ${e.ends[0]} at walang ${e.ends[1]}.`,
    accept: (e) => `Tinanggap ${ngY(e.seat)} ang pamamahagi.`,
    redeal: (e) =>
      e.seat.you
        ? "May lima kang doble o higit pa, at humiling ka ng muling pamamahagi."
        : `May lima o higit pang doble ${angY(e.seat)} at humiling ${itoY(e.seat)} ng muling pamamahagi.`,
    choose: (e) =>
      e.opener.seat === e.seat.seat
        ? `Pinili ${ngY(e.seat)} na ${e.seat.you ? "ikaw" : itoY(e.seat)} ang mauuna.`
        : e.opener.you
          ? `Pinili ${ngY(e.seat)} na ikaw ang mauna.`
          : e.seat.you
            ? `Pinili mo ang kapareha mo${e.opener.name ? `, si ${e.opener.name},` : ""} na mauna.`
            : `Pinili ${ngY(e.seat)} ang kapareha ${nitoY(e.seat)}, ${ang(e.opener)}, na mauna.`,
    result: (parts, hands, seats) =>
      [
        ...parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)),
        `Natirang bato: ${hands.map((h, i) => `${puwestoY(seats[i])} ${h.length ? h.join(" ") : "wala"}`).join(", ")}.`,
      ].join(" "),
  },

  // hint reasons
  reasons: {
    dekabes: (r) =>
      `${r.tile} ang huli mong bato, at tugma ito sa dalawang dulo: isang Dékabès, doble ang bilang`,
    goes_out: (r) => `${r.tile} ang huli mong bato: panalo sa kamay ang iyong pares`,
    keep_open: (r) =>
      `naiiwang bukas ang ${and(r.numbers.map(String))}: pumasa ${rival(r.seat)} sa ${and(r.numbers.map(String))}`,
    cannot_play: (r) =>
      `${and(r.numbers.map(String))} lang ang naiiwang bukas: pumasa ${rival(r.seat)} sa ${and(r.numbers.map(String))}, kaya hindi siya makakalaro`,
    double: (r) =>
      `nailalabas mo ang doble ${r.tile}: iisang numero lamang ang tinutugmaan ng doble`,
    heaviest: (r) =>
      `inilalapag mo ang pinakamabigat sa mga batong tumutugma (${r.tile}, ${r.pips} tuldok)`,
    keeps_fitting: (r) => `may matitira kang ${r.count} bato na tumutugma ${saMgaDulo(r.ends)}`,
    partner_passed: (r) =>
      `pumasa ${partnerY(r.seat)} sa ${and(r.numbers.map(String))}: baka hindi siya makasunod`,
    none_fit: (r) => `wala sa iyong mga bato ang tumutugma ${saMgaDulo(r.ends)}`,
    leaves_ends: ({ ends: [a, b] }) =>
      a === b ? `naiiwan ang ${a} sa magkabilang dulo` : `naiiwan ang mga dulong ${a} at ${b}`,
    must_pass: (r) => `wala kang ${or(r.numbers.map(String))}: kailangan mong pumasa`,
    tried: (r) =>
      `nanalo ang iyong pares sa ${pct(r.win)} ng mga pamamahaging sinubukan dito, ${pct(r.next)} sa kasunod na pinakamahusay`,
    keep_deal: () => "laruin ang kamay na ibinigay sa iyo",
    redeal: () =>
      "mahirap ilapag ang lima o higit pang doble: may karapatan ka sa bagong pamamahagi",
    lead_self: (r) =>
      `ikaw ang mauuna sa batong gusto mo (${r.count} sa iyong mga bato ang may pinakamadalas mong numero)`,
    lead_partner: (r) => `${partnerY(r.seat)} ang mauuna: hindi mo pa nakikita ang mga bato niya`,
  },

  // errors
  errorPrefix: "May nagkaproblema: ",
  errors: {
    no_such_tile: (f) => `hindi bato ng dobleng anim ang ${f.tile}`,
    tile_not_text: (f) => `isinusulat ang bato na parang 6-4, hindi ${quote(f.value)}`,
    not_a_tile: (f) => `hindi bato ang ${quote(f.value)} (isulat ang bato na parang 6-4)`,
    hand_not_text: (f) => `isinusulat ang kamay na parang "6-6 6-5 5-5", hindi ${quote(f.value)}`,
    tile_twice_in_hand: (f) => `dalawang beses lumabas ang ${f.tile}`,
    deal_not_four_hands: (f) => `apat na kamay ang isang pamamahagi, hindi ${f.count}`,
    hand_not_seven_tiles: (f) => `may ${f.count} bato ang kamay ng puwesto ${f.seat}, hindi 7`,
    tile_dealt_twice: () => "dalawang beses ipinamahagi ang isang bato",
    deal_not_all_tiles: () => "hindi ang 28 bato ang pamamahagi",
    deal_not_list: () =>
      'ang pamamahagi ay listahan ng apat na kamay na parang "6-6 6-5 5-5 4-0 3-1 2-2 1-0"',
    no_such_seat: (f) => `ang mga puwesto ay 1 hanggang 4, hindi ${quote(f.value)}`,
    no_such_variant: (f) => `hindi kilalang laro ${quote(f.value)}: gamitin ang ${or(f.games)}`,
    no_deal_source: () => "kailangan ng laban ng seed o ng tiyak na pamamahagi",
    no_deals: () => "kailangan ng laban sa tiyak na pamamahagi ng kahit isang pamamahagi",
    too_many_deals: (f) =>
      `hanggang ${f.limit} pamamahagi lamang ang isang laban, hindi ${f.count}`,
    seed_and_deals: () => "magbigay ng seed o ng pamamahagi, hindi pareho",
    seed_not_whole: (f) => `ang seed ay buong numero na 0 o higit pa, hindi ${quote(f.value)}`,
    action_not_object: (f) =>
      `ang galaw ay object na parang {"seat": 1, "play": "6-6"}, hindi ${quote(f.value)}`,
    action_without_seat: () => "walang binanggit na puwesto ang galaw",
    action_kinds: () => "may eksaktong isa sa play, pass, accept, redeal, choose ang galaw",
    action_field: (f) => `hindi inaasahang field ${quote(f.field)} sa galaw na ${f.kind}`,
    no_such_end: (f) => `ang dulo ay "left" o "right", hindi ${quote(f.value)}`,
    write_true: (f) => `isulat ang "${f.kind}": true`,
    choose_without_seat: () => 'bumabanggit ng puwesto ang choose: "choose": 3',
    match_over: (f) => `tapos na ang laban: panalo ${sideOf(f.team)}`,
    deals_played: () => "tapos na ang laban: nalaro na ang lahat ng pamamahagi ng record",
    // the seats named from this device (`f.named`, api.js): *turno ni Ana, hindi ikaw*
    turn_to: (f) => `${turno(f.named.turn)} na ${doing[f.phase]}, ${hindi(f.named.seat)}`,
    accept_first: (f) =>
      `tinatanggap pa ang pamamahagi: ${f.named.seat.you ? "kailangan mo muna itong tanggapin" : `kailangan muna itong tanggapin ${ngMate(f.named.seat, f.named.seat.mate)}`}`,
    choose_first: (f) =>
      `${f.named.seat.you ? "kailangan mo munang pumili" : `kailangan munang pumili ${ngMate(f.named.seat, f.named.seat.mate)}`} kung sino ang mauuna`,
    hand_in_play: (f) => `nilalaro pa ang kamay: ${turno(f.named.seat)}`,
    no_redeal_right: (f) =>
      `${f.named.seat.you ? "hindi ka puwedeng humiling ng muling pamamahagi" : `hindi puwedeng humiling ng muling pamamahagi ${angMate(f.named.seat, f.named.seat.mate)}`}: may hawak ${itoY(f.named.seat)}ng ${f.doubles} doble, hindi lima o higit pa`,
    choose_self_or_partner: (f) =>
      `puwedeng piliin ${ngY(f.named.seat)} ang sarili ${nitoY(f.named.seat)} o ${Ikaw(f.named.partner)} na mauna, hindi ${Ikaw(f.named.opener)}`,
    unknown_action: (f) => `hindi kilalang galaw ${f.action}`,
    hand_over: () => "tapos na ang kamay",
    turn_of: (f) => `${turno(f.named.turn)}, ${hindi(f.named.seat)}`,
    cannot_pass: (f) =>
      `${f.named.seat.you ? "hindi ka puwedeng pumasa" : `hindi puwedeng pumasa ${angMate(f.named.seat, f.named.seat.mate)}`}: kaya ${nitoY(f.named.seat)}ng ilapag ang ${or(f.tiles)}`,
    not_held: (f) =>
      `${f.named.seat.you ? "hindi mo hawak" : `hindi hawak ${ngMate(f.named.seat, f.named.seat.mate)}`} ang ${f.tile}`,
    first_tile_no_end: () => "walang dulo ang unang bato ng kamay",
    open_with_double_six: (f) =>
      `${f.named.seat.you ? "kailangan mong magbukas" : `kailangang magbukas ${angMate(f.named.seat, f.named.seat.mate)}`} ng 6-6`,
    tile_shows_no: (f) => `walang ${f.number} ang ${f.tile}`,
    does_not_fit: (f) =>
      `${f.named.seat.you ? "hindi mo mailalapag" : `hindi mailalapag ${ngMate(f.named.seat, f.named.seat.mate)}`} ang ${f.tile}: ${f.ends[0]} at ${f.ends[1]} ang mga dulo`,
    wrong_end: (f) => `hindi tumutugma ang ${f.tile} sa ${side[f.end]} dulo (${f.number})`,
    say_which_end: (f) =>
      `tumutugma ang ${f.tile} sa dalawang dulo (${f.ends[0]} at ${f.ends[1]}): sabihin kung alin`,
    record_not_json: (f) => `hindi wastong JSON: ${f.detail} sa linya ${f.line}, kolum ${f.column}`,
    record_too_deep: () => "hindi record: masyadong malalim ang pagkakapatong ng JSON nito",
    record_not_object: () => "ang record ay isang JSON object",
    record_format: (f) => `dapat "${f.format}" ang "format" ng record`,
    record_field: (f) => `hindi inaasahang field ${quote(f.field)} sa record`,
    record_variant: (f) => `dapat ${or(f.games.map(quote))} ang "variant", hindi ${quote(f.value)}`,
    record_seed: (f) =>
      `dapat buong numero na 0 o higit pa ang "seed", nakasulat bilang numero o bilang teksto ng mga digit nito (walang sign, espasyo, o sero sa unahan), hindi ${quote(f.value)}`,
    record_deals: () => 'dapat listahan ng isa o higit pang pamamahagi ang "deals"',
    record_too_many_deals: (f) =>
      `hanggang ${f.limit} pamamahagi lamang ang isang record, hindi ${f.count}`,
    record_deal: (f, why) => `pamamahagi ${f.deal}: ${why(f.reason)}`,
    record_without_deals: () => 'kailangan ng record ng "seed" o "deals"',
    record_seed_and_deals: () => 'may "seed" o "deals" ang record, hindi pareho',
    record_actions: () => 'dapat listahan ang "actions"',
    record_action: (f, why) => `galaw ${f.action}: ${why(f.reason)}`,
    representative_changed: (f) =>
      `${f.named.seat.you ? "naubusan ka at pinili mo" : `naubusan ${angY(f.named.seat)} at pinili ${nitoY(f.named.seat)}`} kung sino ang mauuna sa kamay ${f.hand}, pero ` +
      `ibinibigay na ngayon ng tuntunin ang pagpiling iyon ${saIyo(f.named.representative)}: pagkatapos ` +
      `ng domino, ang manlalaro ng nanalong pares na may pinakakaunting tuldok ang pipili, ang mas ` +
      `mababang puwesto kung pantay, at 0 tuldok din ang naiwan ${saIyo(f.named.representative)}`,
    record_unreadable: (f, why) => `hindi mabuksan ang record: ${why(f.reason)}`,
    seats_not_four: () =>
      'ang seats ay listahan ng apat na puwesto, bawat isa "here", "invited" o "computer"',
    no_such_seat_kind: (f) =>
      `ang puwesto ay "here", "invited" o "computer", hindi ${quote(f.value)}`,
    no_such_level: (f) => `hindi kilalang antas ${quote(f.value)}: gamitin ang ${or(f.levels)}`,
    seed_out_of_range: (f) =>
      `ang seed ay buong numero mula 0 hanggang ${f.limit}, nakasulat bilang numero o bilang teksto ng mga digit nito (walang sign, espasyo, o sero sa unahan), hindi ${quote(f.value)}`,
    cursor_outside: (f) => `nasa labas ng kasaysayan ng laban ang cursor ${f.cursor}`,
    action_of_other_seat: (f) =>
      `galaw ng puwesto ${f.action_seat} ito, hindi ng puwesto ${f.seat}`,
    action_not_sent: () => 'ang galaw ay object na parang {"play": "6-4", "end": "left"}',
    seat_inside_action: () => 'nasa tabi ng galaw ang puwesto ("seat": 1), hindi sa loob nito',
    tiles_hidden: (f) =>
      `computer ang naglalaro sa ${puwestoNi(f.named.seat)}: nakatago ang mga bato nito`,
    record_secret: () =>
      "mada-download ang record ng laban na may binunot na seed kapag tapos na ang laban: " +
      "ibinubunyag ng seed nito ang bawat kamay",
    computer_seat: (f) => `computer ang naglalaro sa ${puwestoNi(f.named.seat)}`,
    person_to_act: (f) =>
      `${turno(f.named.seat)}, at ${f.named.seat.you ? "ikaw" : "tao"} ang naglalaro, hindi ang computer`,
    nothing_to_undo: () => "walang ma-undo",
    nothing_to_redo: () => "walang maulit",
    match_ended: () => "tapos na ang laban",
    replay_in_progress: () =>
      "ipinapakita ng balik-tanaw ang bawat kamay, kaya para lamang ito sa tapos na laban at sa inangkat na record: " +
      "nilalaro pa ang labang ito",
    no_such_step: (f) => `mula 0 hanggang ${f.steps} ang hakbang, hindi ${f.step}`,
    review_not_over: (f) =>
      `hindi pa masusuri ang kamay ${f.hand}: sinusuri ang kamay kapag tapos na ito, at ${f.finished} kamay ng labang ito ang tapos na`,
    too_many_reviews: (f) =>
      `${f.limit} kamay na hiniling mula rito ang sinusuri na: humiling muli kapag tapos na ang isa`,
    review_busy: () =>
      "sinusuri ng server ang pinakamaraming kamay na kaya nito ngayon: subukang muli mamaya",
    saved_match_outdated: (f, why) =>
      `naka-save ang labang ito sa ilalim ng naunang tuntunin at hindi na maitutuloy mula sa galaw ` +
      `${f.action} nito: ${why(f.reason)}. Mada-download ang record nito gaya ng dati, at ` +
      "mababalikan ito hanggang sa galaw na iyon",
    no_such_match: (f) => `walang laban na ${quote(f.id)}`,
    store_unavailable: () =>
      "hindi sumasagot ngayon ang database ng mga laban: subukang muli mamaya",
    rooms_unavailable: () =>
      "hindi maabot ngayon ng server ang ibang server ng mesang ito (Redis): subukang muli mamaya",
    stale: (f) =>
      `nagbago ang laban (bersyon ${f.version}, hindi ${f.sent}): i-reload ito at subukang muli`,
    json_only: () => "ipadala ang body bilang JSON (Content-Type: application/json)",
    body_too_large: (f) => `lampas sa ${f.limit} byte ang body ng request`,
    body_missing: () => "kailangan ng request ng JSON object bilang body",
    body_not_utf8: () => "hindi UTF-8 na teksto ang body ng request",
    body_not_json: (f) =>
      `hindi wastong JSON ang body ng request: ${f.detail} sa kolum ${f.column}`,
    body_too_deep: () => "masyadong malalim ang pagkakapatong ng body ng request",
    body_not_object: () => "dapat JSON object ang body ng request",
    unexpected_field: (f) => `hindi inaasahang field ${quote(f.field)}`,
    not_a_json_number: (f) => `hindi numerong pinapayagan ng JSON ang ${f.word}`,
    number_too_large: (f) => `masyadong malaki ang ${f.number} para sa isang numero`,
    number_too_long: (f) => `hanggang ${f.limit} digit lamang ang buong numero, hindi ${f.digits}`,
    key_twice: (f) => `dalawang beses ibinigay ang key na ${quote(f.key)} sa iisang object`,
    lone_surrogate: () =>
      "may nag-iisang UTF-16 surrogate ang teksto (\\ud800 hanggang \\udfff), na hindi isang " +
      "karakter",
    not_whole: (f) => `dapat buong numero ang "${f.key}", hindi ${quote(f.value)}`,
    not_a_seat: (f) => `ang "${f.key}" ay puwesto mula 1 hanggang 4, hindi ${quote(f.value)}`,
    unexpected_parameter: (f) => `hindi inaasahang query parameter ${quote(f.parameter)}`,
    parameter_twice: (f) => `dalawang beses ibinigay ang query parameter na ${quote(f.parameter)}`,
    step_not_whole: (f) => `ang hakbang ay buong numero na 0 o higit pa, hindi ${quote(f.value)}`,
    hand_not_whole: (f) => `ang kamay ay buong numero na 1 o higit pa, hindi ${quote(f.value)}`,
    seat_missing: () => "sabihin kung aling puwesto ang nagtatanong: ?seat=1",
    seat_not_1_to_4: (f) => `ang puwesto ay numero mula 1 hanggang 4, hindi ${quote(f.value)}`,
    variant_missing: (f) => `sabihin kung aling laro: "variant": ${or(f.games.map(quote))}`,
    seed_or_deals: () => 'magbigay ng "seed" o "deals", hindi pareho',
    deals_not_list: () =>
      'ang "deals" ay listahan ng pamamahagi, bawat isa apat na kamay na may pitong bato',
    bad_deal: (f, why) => `maling pamamahagi: ${why(f.reason)}`,
    bad_action: (f, why) => `maling galaw: ${why(f.reason)}`,
    record_missing: () => 'ipadala ang record file bilang "record": {"format": "dobleseis/1", ...}',
    no_such_api: (f) => `walang API sa ${f.path}`,
    method_not_allowed: (f) => `hindi pinapayagan dito ang ${f.method}`,
    not_found: () => "hindi nahanap",
    http_error: (f) => `tinanggihan ng server ang request (HTTP ${f.status})`,
    // online tables: who may do what, invitations, the host, the live connection
    not_your_seat: (f) => `hindi hawak ng device na ito ang ${puwestoNi(f.named.seat)}`,
    not_host: () => "ang host lamang ng mesang ito ang makagagawa nito",
    not_a_player: () => "manlalaro lamang ng mesang ito ang makagagawa nito",
    not_this_computer: () =>
      "na-save ang labang ito bago nagkaroon ng lihim ang mga mesa: mabubuksan lamang ito sa " +
      "computer na pinagtatakbuhan ng server",
    not_adoptable: () => "may mga lihim na ang mesang ito",
    secrets_header: () => "hanggang 64 na lihim na pinaghihiwalay ng espasyo ang Dobleseis-Secrets",
    no_such_invitation: (f) => `walang mesang may code na ${quote(f.invitation)}`,
    too_many_tries: (f) =>
      `sobrang daming maling code: subukang muli makalipas ang ${f.retry_after} segundo`,
    seat_taken: (f) => `may nakaupo na sa ${puwestoNi(f.named.seat)}`,
    seat_not_invited: (f) => `hindi puwesto para sa kaibigan ang ${puwestoNi(f.named.seat)}`,
    seat_free: (f) => `wala pang may hawak ng ${puwestoNi(f.named.seat)}`,
    seat_not_human: (f) => `puwesto ng computer ang ${puwestoNi(f.named.seat)}`,
    bad_name: (f) => `ang pangalan ay 1 hanggang ${f.limit} na karakter na maipi-print`,
    bad_rejoin: () =>
      "hindi na wasto ang link na ito para bumalik: hilingin sa host na bakantehin ang puwesto",
    not_started: () => "hindi pa sinisimulan ng host ang laban",
    already_started: () => "nagsimula na ang laban",
    seats_free: (f) =>
      `bakante pa ang puwesto ${and(f.seats.map(String))}: hintayin ang mga kaibigan o hayaang ang computer ang maglaro`,
    hints_off: () => "pinatay ng host ang pahiwatig sa mesang ito",
    offer_needed: () =>
      "may ibang manlalaro sa mesang ito sa sarili nilang device: tanungin muna sila",
    no_such_host_command: (f) => `hindi kilalang utos ng host ${quote(f.value)}`,
    no_such_pace: (f) =>
      `ang bilis ay buong numero ng millisecond mula 0 hanggang ${f.limit}, hindi ${quote(f.value)}`,
    not_a_bool: (f) => `dapat true o false ang "${f.key}", hindi ${quote(f.value)}`,
    no_room: () =>
      "kulang sa espasyo sa disk ang server: hindi ito makapagtatago ng anumang bago ngayon (tuloy ang mga labang nilalaro)",
    not_text: (f) => `dapat teksto ang "${f.key}", hindi ${quote(f.value)}`,
    hello_first: () =>
      "ang unang mensahe ay isang hello na may mga lihim na hawak ng device na ito",
    message_not_json: () => "ang mensahe ay isang JSON object",
    message_not_object: () => 'ang mensahe ay isang JSON object na may "type"',
    message_too_large: (f) => `hanggang ${f.limit} byte lamang ang isang mensahe`,
    unknown_message: (f) => `hindi kilalang uri ng mensahe ${quote(f.type)}`,
    message_field: (f) => `kailangan ng mensaheng ${f.type} ng wastong "${f.field}"`,
    too_many_messages: () => "sobrang daming mensahe: dahan-dahan lang",
    too_many_connections: (f) =>
      `sobrang daming bukas na koneksyon mula rito: subukang muli makalipas ang ${f.retry_after} segundo`,
    too_many_requests: (f) =>
      `sobrang daming request mula rito: subukang muli makalipas ang ${f.retry_after} segundo`,
    request_timeout: (f) => `hindi buong dumating ang request sa loob ng ${f.seconds} segundo`,
    not_http: () => "hindi mabasa ang request bilang HTTP/1.1",
    too_many_creates: (f) =>
      `sobrang daming bagong mesa mula rito: subukang muli makalipas ang ${f.retry_after} segundo`,
    too_many_tables: (f) =>
      `may ${f.limit} hindi pa tapos na mesa nang sinimulan mula rito: tapusin o burahin ang isa, saka subukang muli makalipas ang ${f.retry_after} segundo`,
    too_many_spectators: (f) =>
      `may ${f.limit} nanonood na sa mesang ito: subukang muli makalipas ang ${f.retry_after} segundo`,
    too_many_watching: (f) =>
      `may ${f.limit} koneksyong nanonood na mula rito: isara ang isa, o subukang muli makalipas ang ${f.retry_after} segundo`,
    too_many_computer_tables: (f) =>
      `may ${f.limit} mesa ng apat na computer mula rito na naglalaro na: panoorin ang isa sa mga iyon, o subukang muli makalipas ang ${f.retry_after} segundo`,
    too_many_hints: (f) =>
      `sobrang daming hint para sa puwestong ito: subukang muli makalipas ang ${f.retry_after} segundo`,
    too_many_reads: (f) =>
      `sobrang daming pagbasa ng buong laban mula rito: subukang muli makalipas ang ${f.retry_after} segundo`,
    too_many_reviews_today: (f) =>
      `${f.limit} kamay lang kada araw ang puwedeng suriin mula rito, at naubos na: subukang muli makalipas ang ${f.retry_after} segundo`,
    no_profile: () => "gumawa muna ng profile ng manlalaro sa device na ito",
    no_such_avatar: (f) => `ang ${quote(f.value)} ay wala sa mga avatar`,
    bad_profile_link: () =>
      "hindi na gumagana ang link ng profile na ito: gumawa ng bago sa device na may hawak ng profile",
    no_such_profile: (f) => `walang manlalarong ${quote(f.profile)}`,
    too_many_profiles: (f) =>
      `sobrang daming bagong profile mula rito: subukang muli makalipas ang ${f.retry_after} segundo`,
    already_waiting: (f) => `naghihintay ka na sa isang mesa (${f.id})`,
    already_playing: (f) =>
      `may laban kang hindi pa tapos sa isang pampublikong mesa (${f.id}): bumalik ka roon, o ipaubaya ito sa computer at magsimula ng bago`,
    no_such_pair: (f) =>
      `walang mesang nagtatabi ng puwesto para sa code ng kapareha na ${quote(f.pair)}`,
    not_public: () => "hindi pampubliko ang mesang ito",
    public_deals_known: () =>
      "ang laban lang na walang nakakaalam ng mga pamamahagi ang puwedeng gawing pampubliko: isang laban na ang seed ay pinili ng server nang sapalaran",
    public_seat_from_lobby: () =>
      "sa Mga pampublikong mesa kinukuha ang puwesto sa isang pampublikong mesa, gamit ang profile ng manlalaro",
    public_no_takeback: () =>
      "tuloy-tuloy ang laban sa pampublikong mesa: walang pag-undo, pag-ulit o pagsisimulang muli ng kamay",
    no_such_language: (f) =>
      `hindi kilalang wika ang ${quote(f.value)}: gamitin ang isa sa ${f.languages.join(", ")}`,
    too_many_quick: (f) =>
      `sobrang daming hiniling na mabilisang laro mula rito: subukang muli makalipas ang ${f.retry_after} segundo`,
    no_such_period: (f) => `ang Mga nangunguna ay para sa "week" o "all", hindi ${quote(f.value)}`,
    bad_profile_id: (f) => `ang ${quote(f.value)} ay hindi id ng isang manlalaro`,
    no_such_phrase: (f) => `ang ${quote(f.value)} ay wala sa mga mabilisang reaksyon`,
    too_many_reactions: (f) =>
      `sobrang daming reaksyon: subukang muli makalipas ang ${f.retry_after} segundo`,
    no_such_offer: (f) =>
      `walang kahilingan na ${quote(f.offer)} (nasagot na ito, o umusad na ang mesa)`,
    offer_pending: () => "may ibang kahilingang naghihintay ng sagot",
    not_asked: () => "walang puwestong hawak ang device na ito na hinihintay ng kahilingan",
    moved_on: () =>
      "lumipat na ang mesang ito sa bagong laban: mananatili ang labang ito kung paano ito naiwan",
    not_waited_for: (f) =>
      f.named.seat.you
        ? "hindi mo puwedeng paalalahanan ang sarili mo"
        : `hindi hinihintay ng mesa ${angY(f.named.seat)}`,
    nudge_too_soon: (f) =>
      `kapapaalala lang ${saIyo(f.named.seat)}: magpaalala ulit pagkalipas ng ${f.wait} s`,
    names_not_four: () => "ang names ay listahan ng apat, bawat isa ay pangalan o null",
    name_not_here: (f) =>
      `hindi nilalaro sa device na ito ang puwesto ${f.seat}: ang manlalaro nito ang magbibigay ng pangalan pagkuha nito`,
    server_failed: () => "hindi naasikaso ng server ang request na ito; walang binago",
    unknown_host: (f) => `hindi sumasagot ang server na ito sa pangalang ${quote(f.host)}`,
  },
  matchGone: "Wala na rito ang labang ito (nabura sa ibang tab?).",
  seatMoved: "Lumipat ang puwesto mo sa ibang device.",
  seatReleased: "Binakante ng host ang puwesto mo: nanonood ka na lang ngayon.",
  seatsReleased: (seats) => `Binakante ng host ang puwesto ${and(seats)}.`,
  stale:
    "Nagbago ang mesa habang naghihintay, kaya hindi iyon nagawa: narito ang mesa sa " +
    "kasalukuyan.",
  noAnswer: "Hindi sumagot ang server: tingnan ang koneksyon mo, saka subukan ulit.",
  noConnection:
    "Walang koneksyon: tingnan kung may internet ang device na ito, saka subukang muli.",
  moveOffline: "Walang koneksyon: ipapadala ang tira mo kapag online ka na ulit.",
  moveWaiting: "Naputol ang koneksyon: ipapadala ang tira mo pagbalik nito.",
  // a language chosen whose words could not be fetched (offline): the page stays in this one
  languageUnreachable: (name) =>
    `Hindi ma-load ang ${name}: tingnan ang koneksyon mo, saka subukang muli.`,
  seatHint: (s) => `kapareha ng puwesto ${partnerOf(s)}`,
  levels: { random: "Madali", basic: "Katamtaman", strong: "Mahirap" },
  firstVisitTitle: "Maligayang pagdating! Gaano ka kahusay maglaro?",
  firstVisitText:
    "Ang computer ang naglalaro sa ibang puwesto. Piliin kung gaano kalakas; mapapalitan mo ito kahit kailan.",
  levelAbout: {
    random: "Bago sa domino: kahit anong batong tugma ang inilalapag ng computer.",
    basic: "Alam mo ang laro: sumusunod ang computer sa mabubuting gawi.",
    strong:
      "Naglalaro ka para manalo: binabasa ng computer ang mesa at nilalaro ang pinakamahusay.",
  },
  levelChosen: (name) => `Antas: ${name}. Mapapalitan mo ito sa ibaba o sa Mga setting.`,
  savedScore: (sides, s) => sides.map((x, i) => `${savedSide(x)} ${s[i]}`).join(", "),
  wonBy: (w) =>
    w.role === "us" ? "nanalo kami" : w.role === "them" ? "nanalo sila" : `nanalo ${sideName(w)}`,
  replayWinner: (w) =>
    w === null
      ? "Nalaro na ang lahat ng pamamahagi ng record: dito nagtatapos ang laban."
      : `${capital(sideName(w))} ang panalo sa laban.`,
  seatTeam: (p, q) => `${Puwesto(p)} · kapareha ${ng(q)}`,
  fairDeal: "Patas na pamamahagi ✓ — paano suriin",
  fairDealHelp:
    "Walang sinuman, kahit ang server, ang makapagpapalit ng mga bato kapag naipamahagi na ang kamay: ganito ito masusuri ng kahit sino.",
  seedLabel: "Seed ng mga pamamahagi",
  seedReplays:
    "Ang parehong seed ay muling namamahagi ng parehong mga kamay: magsimula ng bagong laban gamit ito para ulitin ang mga ito.",
  teamScore: (side, n) =>
    side.players
      ? `${capital(members(side))}: ${n}`
      : side.role
        ? `${sideTag(side)} (puwesto ${sidePair(side)}): ${n}`
        : `${sideTag(side)}: ${n}`,
  scoreJoin: " · ",
  noFit: (tile, n) => `Hindi tugma ang ${tile} sa dulong ${n}: wala itong ${n}.`,
  dominoBy: (p, w) =>
    `Domino! ${p.you ? "Naubusan ka ng bato" : `Naubusan ng bato ${angY(p)}`}: panalo sa kamay ${sideName(w)}.`,
  blockBy: {
    totals: (w, wp, lp) => `Bara: may ${wp} tuldok ${sideName(w)} laban sa ${lp}.`,
    lowest: (w, wp, lp) =>
      `Bara: may ${wp} tuldok ang pinakamagaang kamay ng ${sideName(w).replace(/^ang /, "")} laban sa ${lp}.`,
  },
  scoreChange: (sides, before, after) =>
    `Bilang — ${scored(sides[0])}: ${after[0]}, ${scored(sides[1])}: ${after[1]} (dati ${score(before)})`,
  scoreNow: (sides, after) =>
    `Bilang — ${scored(sides[0])}: ${after[0]}, ${scored(sides[1])}: ${after[1]}.`,
  handOutcome: (side) => (side.role === "us" ? "Panalo kayo sa kamay!" : "Talo kayo sa kamay."),
  matchWinner: (w) =>
    w === null
      ? "Nalaro na ang lahat ng pamamahagi ng record: dito nagtatapos ang laban."
      : w.role === "us"
        ? "Panalo kayo sa laban!"
        : w.role === "them"
          ? "Talo kayo sa laban."
          : `${capital(sideName(w))} ang panalo sa laban.`,
  pausedSign:
    "Naghihintay ang mga manlalarong computer habang bukas ito; makapaglalaro pa rin ang mga tao.",
  computerWaitsAnswer: "Naghihintay ang mga manlalarong computer hanggang masagot ang kahilingan.",
  computerWaitsShort: "Naghihintay ang mga manlalarong computer.",
  computerWaits: (who, you, mate) =>
    `Naghihintay ang mga manlalarong computer: bukas ${
      you ? "sa iyo" : mate ? "sa kapareha mo" : person(who, "kay", "sa")
    } ang mga tuntunin o ang talaan.`,
  yourTurnTitle: (app) => `● Ikaw na · ${app}`,
  yourTurnBody: "Hinihintay ka ng mesa.",
  nudge: (p) => `Paalalahanan ${angY(p)}`,
  nudgeSent: (p) => `Napaalalahanan nang marahan ${angY(p)}.`,
  nudgedBy: (who, mate) =>
    `Marahan kang pinaaalalahanan ${mate ? "ng kapareha mo" : person(who, "ni", "ng")}: hinihintay ka ng mesa.`,
  atReveal: (p) => `Hinihintay ${angY(p)}, na tinitingnan pa ang katapusan ng kamay.`,
  waitsForYou: "Hinihintay ka ng mesa: ikaw na ang maglalaro.",
  takenOver:
    "Pinalaro muna ng host ang computer sa puwesto mo; babalik ang mga bato mo kapag binawi mo ito.",
  takenOverAway:
    "Umalis ka kanina, kaya ang computer muna ang naglalaro sa puwesto mo; babalik ang mga bato mo kapag binawi mo ito.",
  takeBack: "Bawiin ang puwesto ko",
  movedOn: "Lumipat na ang mesang ito sa bagong laban: heto na.",
  theHost: "Ang host",
};
