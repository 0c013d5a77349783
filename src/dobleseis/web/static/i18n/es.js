// Every word the client shows or says, in Spanish as it is spoken at a Puerto Rican domino table
// (docs/glossary-es.md): the same keys as en.js.

import {
  capitalIn,
  counter,
  former,
  NAMES,
  partnerOf,
  percent,
  quote,
  score,
  seatsOf,
  turnSaid,
} from "./shared.js";

// the ends a play leaves; one number at both is said once
const porLasPuntas = ([a, b]) =>
  a === b ? `al ${a} de las dos puntas` : `por las puntas ${a} y ${b}`;
const pct = percent("es");
const count = counter("es");
const form = former("es");
const list = new Intl.ListFormat("es", { type: "conjunction" });
const either = new Intl.ListFormat("es", { type: "disjunction" });
const doing = { accept: "aceptar", choose: "escoger", play: "jugar" };
const side = { left: "izquierda", right: "derecha" };

// A team from the viewer's side (teams.js): {team, role: "us" | "them" | null, seats, names,
// players, computers}; without a side, in a sentence by its players where the score names it so
// (`pareja`: "la pareja de Ana y el puesto 3", as the score's "Ana y el puesto 3").
const sidePair = (side) => `${side.seats[0]} y ${side.seats[1]}`;
const sideTag = (side) =>
  side.role === "us"
    ? "Nosotros"
    : side.role === "them"
      ? "Ellos"
      : side.names
        ? `${side.names[0]} y ${side.names[1]}`
        : `Puestos ${sidePair(side)}`;
const sideName = (side) =>
  side.role === "us"
    ? "tu pareja"
    : side.role === "them"
      ? "la otra pareja"
      : side.players
        ? pareja(side)
        : `la pareja de los puestos ${sidePair(side)}`;
// a team in the facts of a saved match: "nosotros 2", "puestos 1 y 3: 2"
const savedSide = (side) =>
  side.role === "us"
    ? "nosotros"
    : side.role === "them"
      ? "ellos"
      : `${side.names ? side.names.join(" y ") : `puestos ${sidePair(side)}`}:`;
// A team the score names by its players (teams.js `players`, where the table's players have
// names): "Tú y Ana: 2", "Luis y la computadora: 0"; this device's seat (`you`) first, named or not.
const member = (p) =>
  p.you
    ? "tú"
    : (p.name ?? (p.computer ? "la computadora" : p.mate ? "tu compañero" : `el puesto ${p.seat}`));
const members = (side) =>
  side.computers ? "las computadoras" : side.players.map(member).join(" y ");
const pareja = (side) =>
  `la pareja de ${members(side)}`.replace(/^la pareja de el /, "la pareja del ");
const sideOf = (t) => sideName({ role: null, seats: seatsOf(t) });
const capital = capitalIn("es");
// a team in the score at the end of a hand and in the score sheet: as the score bar names it
// (`teamScore`), by its players where the table's have names, else its tag
const scored = (side) => (side.players ? capital(members(side)) : sideTag(side));
// A seat as a sentence names it (teams.js, `sides().seat`): {seat, name}, the name its player
// gave or null: *Ana* or *el puesto 2*, *a Ana* or *al puesto 2*, *de Ana* or *del puesto 2*.
const el = (p) => p.name ?? `el puesto ${p.seat}`;
const El = (p) => p.name ?? `El puesto ${p.seat}`;
const al = (p) => (p.name ? `a ${p.name}` : `al puesto ${p.seat}`);
const del = (p) => (p.name ? `de ${p.name}` : `del puesto ${p.seat}`);
const puesto = (p) => p.name ?? `puesto ${p.seat}`;
const Puesto = (p) => p.name ?? `Puesto ${p.seat}`;
/** The partner by name where it has one (its gender unknown), else *tu compañero*. */
const partner = (p) => p.name ?? "tu compañero";
/** An opponent a hint's reasons name: by name, else *el jugador de tu derecha* (where it sits
 * from the player, `p.at`), else *el puesto 2*. */
const rival = (p) =>
  p.name ?? (p.at === "left" || p.at === "right" ? `el jugador de tu ${side[p.at]}` : el(p));
/** A seat as the status line names it: your partner (`mate`) without a name is *tu compañero*. */
const ElMate = (p, mate) => (mate && !p.name ? "Tu compañero" : El(p));
const alMate = (p, mate) => (mate && !p.name ? "a tu compañero" : al(p));
// A seat as the table's sentences name it on a device holding one seat (teams.js `sides`): its
// partner's (`p.mate`) *tu compañero*, where its player gave no name; its own (`p.you`), named
// or not, the verb said to *tú* (`tu(p, you, other)` picks those words or the others; `aY`: *a
// ti*), in the table's sentences and in a refusal (`f.named`, api.js) alike.
const ElM = (p) => ElMate(p, p.mate);
const elM = (p) => (p.mate ? "tu compañero" : el(p));
const alM = (p) => alMate(p, p.mate);
const tu = (p, you, other) => (p.you ? you : other);
const aY = (p) => (p.you ? "a ti" : alM(p));
/** For a seat the computer plays: *En tu lugar*, *En lugar de tu compañero*, *de Ana*, *del
 * puesto 2*. */
const enLugar = (p) => (p.you ? "En tu lugar" : `En lugar ${p.mate ? "de tu compañero" : del(p)}`);
/** The seat itself, as a refusal names it: *tu puesto*, *el puesto de Ana*, *el puesto 2*. */
const puestoDe = (p) =>
  p.you
    ? "tu puesto"
    : p.mate
      ? "el puesto de tu compañero"
      : p.name
        ? `el puesto de ${p.name}`
        : `el puesto ${p.seat}`;
/** A seat in a list (the score sheet, the tiles left): *tú*, *tu compañero*, else `puesto`. */
const puestoM = (p) => (p.you ? "tú" : p.mate ? "tu compañero" : puesto(p));
/** A tile someone played, as the one who asks (`p`) to take it back says it: *su 6-4* (the
 * asker's own), *tu 6-4*, *el 6-4 de Ana*, *el 6-4 de tu compañero*, *el 6-4 del puesto 2*. */
const suFicha = (p, mover, tile) => (mover.seat === p.seat ? `su ${tile}` : laFicha(mover, tile));
/** The same tile as the player of this device says it: *tu 6-4*, *el 6-4 de Ana*... */
const laFicha = (mover, tile) =>
  mover.you ? `tu ${tile}` : `el ${tile} ${mover.mate ? "de tu compañero" : del(mover)}`;
/** Whose a choice taken back is, after the word for it: *de tu compañero*, *de Ana*... */
const deM = (p) => (p.mate ? "de tu compañero" : del(p));
// A Haiti choice of seat `p` a redo made again, after the words that say who made it so
// (`said.redoneAccept`, `said.agreedRedoneAccept`...): a deal accepted, a redeal, who opens (`o`)
const aceptaOtraVez = (p) =>
  `${tu(p, "vuelves a aceptar", `${elM(p)} vuelve a aceptar`)} el reparto.`;
const pideOtraVez = (p) =>
  `${tu(p, "vuelves a pedir", `${elM(p)} vuelve a pedir`)} otro reparto; vuelve el reparto nuevo.`;
const saleOtraVez = (p, o) =>
  p.seat === o.seat
    ? `${tu(p, "vuelves a ser tú quien sale", `${elM(p)} vuelve a ser quien sale`)}.`
    : p.you
      ? `le vuelves a pedir ${alM(o)} que salga.`
      : o.you
        ? `${elM(p)} te vuelve a pedir que salgas.`
        : `${elM(p)} le vuelve a pedir ${al(o)} que salga.`;
/** The seats a request waits for: by name where one has a name, else *al puesto 2*. */
const esperando = (ps) =>
  ps.some((p) => p.name || p.mate)
    ? list.format(ps.map(alM))
    : `${form(ps.length, "al puesto", "a los puestos")} ${list.format(ps.map((p) => String(p.seat)))}`;
/** The match a new match stops, at its score, and where it is kept. */
const seQueda = (sides, score) =>
  `Esta partida se detiene aquí (${scored(sides[0])}: ${score[0]}, ${scored(sides[1])}: ${score[1]}) y queda en Tus partidas para volver a verla.`;

export const es = {
  lang: "es",
  locale: "es",
  months: [],
  appTitle: "Doble Seis",
  tagline: "Dominó en parejas del Caribe",

  // start screen
  startHeading: "Partida nueva",
  game: "Juego",
  // each game's words in one block, as in en.js
  games: {
    chiva: {
      title: "Chiva (Puerto Rico)",
      about:
        "Los compañeros se sientan de frente y, por turnos, juegan una ficha que case con una punta de la mesa; una pareja gana la mano cuando uno de los suyos se pega o, si se tranca, cuando sus dos manos suman menos puntos. Una mano ganada solo cuenta mientras la otra pareja tiene 0; si no, los dos tanteos vuelven a 0: la primera pareja que llega a 4–0 da chiva y gana la partida.",
      toWin: "Gana quien dé chiva (4–0)",
      scoring: (w) => `${capital(sideName(w))} suma 1 a su racha.`,
      cheers: {
        match: {
          title: (won) => (won === false ? "Chiva para la otra pareja" : "¡Chiva!"),
          text: (w, final) =>
            w.role === "us"
              ? `${final}: ¡chiva para ti y tu compañero!`
              : `${final}: ${sideName(w)} gana la partida y da chiva.`,
        },
      },
      rules: [
        {
          title: "Las fichas y los puestos",
          items: [
            "Un juego de doble seis: 28 fichas, todas repartidas, 7 a cada uno de los cuatro " +
              "jugadores. Nadie roba nunca.",
            "Los compañeros se sientan de frente: los puestos 1 y 3 (pareja 13) juegan contra los " +
              "puestos 2 y 4 (pareja 24). Los turnos van 1, 2, 3, 4.",
          ],
        },
        {
          title: "Cómo se juega una mano",
          items: [
            "La primera mano de la partida, y la mano después de un empate, sale con el doble seis " +
              "(6-6): quien lo tiene tiene que jugarlo.",
            "Si no, es mano quien se pegó la vez anterior y sale con la ficha que quiera; después de" +
              " un tranque, sale el más liviano (menos puntos) de la pareja que ganó el tranque, el " +
              "puesto más bajo si empatan. La salida nunca pasa al compañero.",
            "Juega una ficha cuyo número sea igual a una punta abierta de la mesa. El doble se pone " +
              "atravesado; la mesa nunca se abre en ramas.",
            "Si llevas, tienes que jugar. Si no llevas, pasas, y todos saben que no tienes ninguno " +
              "de los dos números de las puntas.",
          ],
        },
        {
          title: "Cómo se acaba una mano",
          items: [
            "Dominó: un jugador juega su última ficha (se pega); su pareja gana la mano.",
            "Tranque: nadie puede jugar. Cada pareja suma los puntos de sus dos jugadores; gana el " +
              "total más bajo. Si los totales son iguales, es empate: no cambia nada.",
            "Si la última ficha también tranca la mesa, cuenta como dominó.",
          ],
        },
        {
          title: "El tanteo: la racha",
          items: [
            "Solo cuentan las manos ganadas, nunca los puntos, los dobles ni un capicú u otra última" +
              " ficha especial.",
            "Si la pareja que pierde tiene 0, los ganadores suman 1 a su racha.",
            "Si la pareja que pierde tenía racha, los dos tanteos vuelven a 0 y los ganadores no se " +
              "anotan nada por esa mano.",
            "Un empate no cambia nada. La primera pareja que llega a 4–0 da chiva y gana la partida.",
            "En la Chiva, cinco dobles o más nunca anulan una mano.",
          ],
        },
      ],
    },
    haiti: {
      title: "Haití (Dékabès)",
      about:
        "El mismo juego en parejas, pero cada jugador acepta antes el reparto (con cinco dobles o más puede pedir otro reparto), y un tranque lo gana la pareja con la mano individual más liviana. Una mano ganada da 1 tanto, un empate hace que la próxima valga doble, pegarse con una ficha que entra por las dos puntas (un Dékabès) vale doble, y gana la primera pareja que llega a 4 tantos.",
      toWin: "Gana la primera pareja en llegar a 4 tantos",
      scoring: (w, pts) => `${capital(sideName(w))} se anota ${count(pts, "tanto", "tantos")}.`,
      cheers: {
        match: {
          title: (won) =>
            won === true ? "¡Victoria!" : won === false ? "Partida perdida" : "Fin de la partida",
          text: (w, final) =>
            w.role === "us"
              ? `¡Tú y tu compañero ganan la partida, ${final}!`
              : `${capital(sideName(w))} gana la partida, ${final}.`,
        },
        dekabes: {
          title: (won) => (won === false ? "Dékabès de la otra pareja" : "¡Dékabès!"),
          text: (p, w, pts) =>
            `${tu(p, "Te pegaste", `${ElM(p)} se pegó`)} con una ficha que entra por las dos puntas: ${count(pts, "tanto", "tantos")} para ${sideName(w)}.`,
        },
      },
      rules: [
        {
          title: "Las fichas y los puestos",
          items: [
            "Un juego de doble seis: 28 fichas, 7 a cada uno de los cuatro jugadores. Nadie roba " +
              "nunca.",
            "Los compañeros se sientan de frente: los puestos 1 y 3 (pareja 13) juegan contra los " +
              "puestos 2 y 4 (pareja 24). Los turnos van 1, 2, 3, 4.",
          ],
        },
        {
          title: "El reparto",
          items: [
            "Después de cada reparto, cada jugador mira sus fichas en privado y las acepta.",
            "Un jugador con cinco dobles o más puede, en vez de aceptar, pedir otro reparto: se " +
              "barajan las 28 fichas y se vuelven a repartir. Es un derecho, nunca algo automático. La" +
              " computadora siempre lo usa.",
          ],
        },
        {
          title: "Quién sale",
          items: [
            "La primera mano de la partida sale con el doble seis (6-6), que juega quien lo tenga.",
            "Después de ganar, la pareja ganadora escoge cuál de sus dos jugadores sale, con la " +
              "ficha que quiera. Lo decide su jugador con menos puntos en la mano, el puesto más bajo " +
              "si empatan, que solo ve sus propias fichas. Después de un dominó es el que se pegó, " +
              "salvo que a su compañero solo le quede el 0-0: los dos tienen 0 puntos, así que escoge " +
              "el puesto más bajo.",
            "Después de un empate, la pareja que salió en la mano empatada vuelve a escoger; decide " +
              "el jugador que salió.",
          ],
        },
        {
          title: "Cómo se juega una mano",
          items: [
            "Juega una ficha cuyo número sea igual a una punta abierta de la mesa. El doble se pone " +
              "atravesado; la mesa nunca se abre en ramas.",
            "Si llevas, tienes que jugar. Si no llevas, pasas, y todos saben que no tienes ninguno " +
              "de los dos números de las puntas.",
            "Dominó: un jugador juega su última ficha (se pega); su pareja gana la mano.",
            "Tranque: nadie puede jugar. Se compara la mano más liviana de cada pareja (no cuenta la" +
              " suma de los compañeros); gana la más baja. Si son iguales, es empate.",
          ],
        },
        {
          title: "El tanteo",
          items: [
            "Un dominó o un tranque ganado vale la base: 1 tanto, o 2 después de un empate.",
            "Dékabès (un capicú): pegarse con una ficha que no es doble y que habría entrado por las" +
              " dos puntas (también con las dos puntas iguales). Vale doble: 2 tantos, o 4 después de " +
              "un empate.",
            "Un empate guarda los dos tanteos y hace que la próxima mano ganada valga doble (nunca " +
              "más que doble).",
            "Los ganadores suman sus tantos; solo la pareja que pierde vuelve a 0.",
            "La partida se acaba en cuanto una pareja tiene 4 tantos o más.",
          ],
        },
      ],
    },
  },
  // the rules panel's last section, the same for every game
  atTable: {
    title: "En esta mesa",
    items: [
      "Escoger una ficha o pedir una pista solo enseña la jugada; no se juega nada hasta que la " +
        "confirmes.",
      "La computadora y las pistas solo conocen sus propias fichas y lo que todos han visto.",
      "Mientras las reglas o las jugadas están abiertas, la computadora espera.",
      "Deshacer vuelve a tu decisión anterior, con las respuestas de la computadora desde " +
        "entonces; Rehacer trae de vuelta exactamente las mismas jugadas.",
      "Repetir la mano vuelve a jugar el mismo reparto con el tanteo de antes de la mano.",
      "Las cuatro manos solo se enseñan cuando se acaba la mano. Sin reloj, sin apuestas.",
    ],
  },
  seatsHeading: "Quién se sienta dónde",
  seatLabel: (s) => `Puesto ${s}`,
  human: "Persona",
  computer: "Computadora",
  level: "Nivel de la computadora",
  seed: "Semilla (opcional)",
  seedHelp:
    "Déjala vacía para un reparto al azar (su semilla se muestra al acabar la partida). La misma" +
    " semilla vuelve a dar los mismos repartos.",
  startButton: "Empezar",
  seedInvalid: "La semilla es un número entero de 0 a 340282366920938463463374607431768211455.",

  // playing with friends, each on their own device (start screen, the table's panel)
  friendsHeading: "Jugar con amigos",
  friendsHelp:
    "Cada amigo juega desde su propio teléfono o computadora: invítalos con un enlace, un código" +
    " o un código QR.",
  seatKinds: {
    here: "Aquí, en este aparato",
    invited: "Un amigo (invitado)",
    computer: "Computadora",
  },
  hintsAllowed: "Se permiten pistas en la mesa",
  createTable: "Abrir la mesa",
  friendsSeed: "Semilla de los repartos (opcional)",
  friendsNeedInvited:
    "Invita por lo menos a un amigo, o empieza arriba una partida en este aparato.",
  joinHeading: "Entrar a una mesa",
  joinHelp: "Escribe el código que te dicta un amigo, o abre el enlace que te mandó.",
  codeLabel: "Código",
  findTable: "Buscar la mesa",
  codeInvalid: "Un código tiene 8 letras y cifras, como K7QM-4PXR.",
  joinTitle: (game) => `Entrar a una mesa: ${game}`,
  joinFree: "Escoge un puesto libre. Tu nombre es opcional: los demás lo ven junto a tu puesto.",
  joinNone:
    "Todos los puestos están ocupados. Puedes mirar; si quien abrió la mesa libera un puesto, lo" +
    " puedes ocupar aquí.",
  nameLabel: "Tu nombre (opcional)",
  nameAtSeat: (s) => `Nombre de quien juega en el puesto ${s} (opcional)`,
  takeSeat: (s) => `Sentarme en el puesto ${s}`,
  watchTable: "Solo mirar",
  takeFreeHeading: "Hay un puesto libre",
  inviteHeading: "Invita a tus amigos",
  inviteHelp:
    "Mándales el enlace, enséñales el código QR o díctales el código: abren Doble Seis y lo " +
    "escriben.",
  inviteCode: "Código: ",
  inviteLink: "Enlace",
  inviteQr: (code) => `Código QR del enlace de invitación (código ${code})`,
  copyLink: "Copiar el enlace",
  linkCopied: "Enlace copiado.",
  codeSpoken: (code) => code.split("").join(" "),
  tableButton: "Mesa",
  tableTitle: "Quién está en la mesa",
  waitingHost: "Esperando a que quien abrió la mesa empiece la partida.",
  lobbyHeading: (game) => `${game}: se está armando la mesa`,
  seatsFree: (n) =>
    `Todavía ${form(n, "queda", "quedan")} ${count(n, "puesto libre", "puestos libres")}.`,
  startTable: "Empezar la partida",
  startFill: "Empezar, con la computadora en los puestos libres",
  partners: (us, them) => {
    const who = (w) =>
      w.you
        ? "tú"
        : w.name ||
          (w.computer ? "la computadora" : w.free ? "un amigo por llegar" : `el puesto ${w.seat}`);
    const duo = ([a, b]) =>
      a.computer && b.computer
        ? "dos computadoras"
        : a.free && b.free
          ? "dos amigos por llegar"
          : list.format([who(a), who(b)]);
    return `${capital(duo(us))} juegan juntos contra ${duo(them)}.`;
  },
  deleteTable: "Borrar la mesa",
  confirmDeleteTableTitle: "¿Borrar esta mesa?",
  confirmDeleteTableText: "La partida se borra para todos los de la mesa, para siempre.",
  releaseSeat: "Liberar el puesto",
  toComputer: "Que juegue la computadora",
  giveBack: "Devolver el puesto",
  hintsOn: "En esta mesa se permiten pistas.",
  hintsOffNote: "En esta mesa no se permiten pistas.",
  allowHints: "Permitir pistas",
  forbidHints: "Quitar las pistas",
  seatWho: (s, name) => (name ? `${name}, puesto ${s}` : `Puesto ${s}`),
  seatState: {
    free: "libre: esperando a un amigo",
    here: "en este aparato",
    yours: "tú",
    connected: "conectado",
    away: "ausente",
    awayWaits: "ausente: la mesa espera",
    computer: "juega la computadora",
  },
  pausedBy: (panel) => (panel === "rules" ? "leyendo las reglas" : "leyendo las jugadas"),
  rejoinButton: "Llevar mi puesto a otro aparato",
  rejoinHelp:
    "Abre este enlace en el otro aparato: tu puesto se muda allí, y este aparato deja de " +
    "jugarlo. No se lo des a nadie.",
  rejoinLabel: (s) => `Enlace para volver al puesto ${s}`,
  copyRejoin: "Copiar el enlace para volver",
  rejoinCopied: "Enlace para volver copiado.",
  reconnecting: "Se perdió la conexión: reconectando…",
  offerKinds: {
    undo: "deshacer la última jugada",
    redo: "rehacer la jugada deshecha",
    restart: "repetir la mano",
    new_match: "empezar una partida nueva",
  },
  offerBy: (kind, p) => `${ElM(p)} pide ${es.offerKinds[kind]}.`,
  offerUndo: (p, mover, tile) => `${ElM(p)} pide retirar ${suFicha(p, mover, tile)}.`,
  offerUndoMove: (p, what) => `${ElM(p)} pide deshacer esta jugada: ${what}`,
  offerRedo: (p, mover, tile) =>
    mover.seat === p.seat
      ? `${ElM(p)} pide volver a jugar su ${tile}.`
      : `${ElM(p)} pide que se vuelva a jugar ${laFicha(mover, tile)}.`,
  offerRedoMove: (p, what) => `${ElM(p)} pide rehacer esta jugada: ${what}`,
  offerRestart: (p, n) => `${ElM(p)} pide repetir la mano ${n}, la que se está jugando ahora.`,
  offerNewMatch: (p, sides, score) =>
    `${ElM(p)} pide empezar una partida nueva. ${seQueda(sides, score)}`,
  offerMine: (kind, ps) => `Pediste ${es.offerKinds[kind]}: esperando ${esperando(ps)}.`,
  offerMineUndo: (mover, tile, ps) =>
    `Pediste retirar ${laFicha(mover, tile)}: esperando ${esperando(ps)}.`,
  offerMineUndoMove: (what, ps) =>
    `Pediste deshacer esta jugada: ${what} Esperando ${esperando(ps)}.`,
  offerMineRedo: (mover, tile, ps) =>
    mover.you
      ? `Pediste volver a jugar tu ${tile}: esperando ${esperando(ps)}.`
      : `Pediste que se vuelva a jugar ${laFicha(mover, tile)}: esperando ${esperando(ps)}.`,
  offerMineRedoMove: (what, ps) =>
    `Pediste rehacer esta jugada: ${what} Esperando ${esperando(ps)}.`,
  offerMineRestart: (n, ps) =>
    `Pediste repetir la mano ${n}, la que se está jugando ahora: esperando ${esperando(ps)}.`,
  offerMineNewMatch: (sides, score, ps) =>
    `Pediste empezar una partida nueva: esperando ${esperando(ps)}. ${seQueda(sides, score)}`,
  requestBar: "Solicitud",
  tableNewsBar: "Noticias de la mesa",
  acceptOffer: "Aceptar",
  refuseOffer: "Rechazar",
  withdrawOffer: "Retirar la petición",
  offerWithdrawn: (kind, p) => `${ElM(p)} retiró su petición de ${es.offerKinds[kind]}.`,
  offerYouWithdrew: (kind) => `Retiraste tu petición de ${es.offerKinds[kind]}.`,
  offerRefused: (kind, p) => `${ElM(p)} no quiso ${es.offerKinds[kind]}.`,
  offerYouRefused: (kind) => `No quisiste ${es.offerKinds[kind]}.`,
  offerAgreed: (kind) => `Todos aceptaron ${es.offerKinds[kind]}.`,
  offerLapsed: (kind) =>
    `Todos aceptaron ${es.offerKinds[kind]}, pero alguien jugó antes: no se hizo.`,
  offerJoined: (kind) => `Aceptaste ${es.offerKinds[kind]}: esperando a los demás.`,
  offerAcceptedBy: (ps, waits) =>
    `${capital(list.format(ps.map(elM)))} ${form(ps.length, "aceptó", "aceptaron")}: esperando ${esperando(waits)}.`,
  leaveTable: "Salir de la mesa",

  // jugar con cualquiera: el jugador de este aparato, "Jugar ya", las mesas públicas
  anyone: {
    heading: "Jugar ya",
    help: "Siéntate enseguida con otros jugadores. Cuando acabe la cuenta regresiva, la computadora ocupa los puestos que sigan libres.",
    playGame: (game) => `Jugar ${game}`,
    withFriend: "Con un amigo de compañero (te damos un código para que se lo leas)",
    tablesButton: "Mesas públicas",
    pairSummary: "¿Un amigo te dio un código?",
    pairHeading: "Juega de compañero de tu amigo",
    pairHelp: "Escribe el código que te lee tu amigo.",
    joinFriend: "Unirme a mi amigo",
    noProfile: "Escoge un nombre y una imagen: los demás jugadores los ven.",
    makeProfile: "Escoger mi nombre",
    editProfile: "Cambiar",
    changeProfile: "Cambiar mi nombre o mi imagen",
    moveOpen: "Llevar mi jugador a otro aparato",
    profileTitle: "Tu jugador",
    profileHelp: "Los demás jugadores ven este nombre y esta imagen en las mesas públicas.",
    name: "Nombre",
    nameHelp: "Hasta 24 caracteres.",
    nameMissing: "Escribe un nombre.",
    avatar: "Imagen",
    colours: {
      red: "rojo",
      orange: "anaranjado",
      gold: "dorado",
      green: "verde",
      teal: "verde azulado",
      blue: "azul",
      purple: "morado",
      pink: "rosado",
    },
    avatarNamed: (a) =>
      Object.hasOwn(es.anyone.colours, a) ? `Tu inicial sobre fondo ${es.anyone.colours[a]}` : a,
    save: "Guardar",
    saveAndPlay: "Guardar y jugar",
    profileSaved: "Tu jugador quedó guardado.",
    moveHeading: "Juega con tu nombre en otro aparato",
    moveHelp:
      "Crea un enlace que lleva tu jugador (nombre, imagen y puntuación) a otro teléfono o computadora.",
    moveButton: "Crear el enlace",
    moveLinkHelp:
      "Abre este enlace, o escanea el código QR, en el otro aparato. Sirve una sola vez, y después este aparato ya no juega con tu nombre. No se lo des a nadie.",
    moveLink: "Enlace que lleva tu jugador",
    moveQr: "Código QR del enlace que lleva tu jugador",
    profileMoved: (name) => `Ahora juegas como ${name} en este aparato.`,
    profileLinkUsed:
      "Este enlace ya se usó, o se creó uno más nuevo: crea otro en el otro aparato.",
    waitingHeading: (game) => `${game}: buscando jugadores`,
    waitingHelp: (level) =>
      `Aquí se sientan los que piden jugar ya. Cuando acabe la cuenta regresiva, la computadora (${level}) ocupa los puestos que sigan libres.`,
    countdown: (n) => `La computadora se sienta en ${count(n, "segundo", "segundos")}.`,
    seatOpen: "libre: esperando a un jugador",
    keptForPartner: "reservado para tu amigo",
    partnerHere: "tu compañero",
    partnerOpen: "el puesto de tu compañero: esperando a un jugador",
    pairShow: "Léele este código a tu amigo:",
    fillNow: "Empezar con la computadora",
    giveUpSeat: "Liberar mi puesto",
    leftWaiting: (game) => `Saliste de la mesa de ${game}: tu puesto allí quedó libre otra vez.`,
    leftStarted: (game) =>
      `La partida de ${game} empezó justo cuando saliste: sigue, y la computadora juega en tu lugar hasta que vuelvas.`,
    standIn: "ausente: la computadora juega en su lugar",
    standInYou: "ausente: la computadora juega en tu lugar",
    tablesTitle: "Mesas públicas",
    back: "Volver",
    waitingTables: "Esperando jugadores",
    playingTables: "En juego",
    noneWaiting:
      "Ahora mismo ninguna mesa espera jugadores. Abre una: los próximos que quieran jugar se sientan contigo.",
    nonePlaying: "Ahora mismo no se juega ninguna partida pública.",
    loading: "Cargando…",
    kindQuick: "Jugar ya",
    kindHost: "Abierta por un jugador",
    anyLanguage: "cualquier idioma",
    levelIs: (level) => `computadora: ${level}`,
    sitAt: (seat, partner) =>
      partner
        ? `Sentarme en el puesto ${seat}, como compañero de ${partner}`
        : `Sentarme en el puesto ${seat}`,
    watch: "Mirar",
    backToSeat: "Volver a mi puesto",
    publish: "Poner la mesa en Mesas públicas",
    unpublish: "Quitarla de Mesas públicas",
    isPublic: "Esta mesa es pública: cualquiera puede ocupar un puesto libre desde Mesas públicas.",
    leaveTitle: "¿Salir de la partida?",
    leaveText:
      "La partida sigue sin ti: pronto la computadora juega tu puesto, y el resultado cuenta igual para tu puntuación. Desde Mesas públicas vuelves a tu puesto.",
    // asked before another public match while one of this player's is under way
    playingTitle: "Tienes una partida en juego",
    playingText:
      "Tu partida en una mesa pública sigue sin ti: la computadora juega en tu lugar mientras no estás, y el resultado cuenta igual para tu puntuación. ¿Vuelves a ella, o se la dejas a la computadora y empiezas otra?",
    another: "Dejársela a la computadora y empezar otra",
    // a match being played, in the lobby: each team as {names, computers}
    sides: (a, b) => {
      const crew = ({ names, computers }) =>
        names.length
          ? list.format([...names, ...(computers ? ["la computadora"] : [])])
          : count(computers, "computadora", "computadoras");
      return `${crew(a)} vs. ${crew(b)}`;
    },
  },

  // saved matches and record files (start screen)
  savedHeading: "Tus partidas",
  unfinishedHeading: "Sin terminar: sigue una",
  finishedHeading: "Terminadas: vuelve a ver una",
  noSaved: "Todavía no hay partidas guardadas: cada partida se guarda aquí mientras juegas.",
  resume: "Seguir",
  // the start screen's first cards: a match of this device's player under way, how it goes
  // on while they are away (the computer plays their seat, friends wait for them, or it
  // waits on this device), and the way back to it
  underWay: {
    title: (game) => `Tu partida de ${game} sigue en juego`,
    computer: "La computadora juega en tu lugar hasta que vuelvas.",
    friends: "Los demás te esperan cuando te toque.",
    alone: "Te espera donde la dejaste.",
    back: "Volver a la partida",
    // a public table its player left before its match began: nothing is played yet
    waitingTitle: (game) => `Tu mesa de ${game} todavía no empieza`,
    waiting:
      "Saliste de la mesa antes de que empezara la partida, y tu puesto sigue guardado para ti. Cuando empiece, la computadora juega en tu lugar hasta que vuelvas.",
    hostStarts: "La partida empieza cuando tú la empieces.",
    hostWaits: "La partida empieza cuando quien abrió la mesa la empiece.",
  },
  replay: "Volver a ver",
  remove: "Borrar",
  download: "Descargar",
  matchName: (title, when) => `${title}, ${when}`,
  seatsText: (seats, names, you) => {
    // a player who gave a name is said by it, this device's one seat (`you`) by "you" if
    // not; the other seats by their numbers
    const named = (i) =>
      seats[i] === "human" ? (names[i] ?? (you === i + 1 ? "tú" : null)) : null;
    const of = (kind) => seats.flatMap((k, i) => (k === kind && !named(i) ? [String(i + 1)] : []));
    const players = seats.flatMap((_, i) => named(i) || []);
    const where = (ns) => `${form(ns.length, "en el puesto", "en los puestos")} ${list.format(ns)}`;
    const humans = of("human");
    const computers = of("computer");
    return [
      players.length ? list.format(players) : null,
      humans.length ? `persona ${where(humans)}` : null,
      computers.length ? `computadora ${where(computers)}` : null,
    ]
      .filter(Boolean)
      .join(", ");
  },
  handAt: (n) => `mano ${n}`,
  importedNote: "de un archivo de registro",
  leftForNew: "se dejó aquí por una partida nueva",
  confirmDeleteTitle: "¿Borrar esta partida?",
  confirmDeleteText:
    "Se borra de esta computadora para siempre. Descarga antes su registro si quieres guardar " +
    "una copia.",
  confirmDeleteYes: "Borrar la partida",
  deleted: "Partida borrada.",
  recordSecret:
    "Su registro se puede descargar cuando termine la partida: la semilla se sacó en secreto y " +
    "el registro revelaría todas las manos.",
  downloaded: "Registro descargado.",
  openHeading: "Abrir un archivo de registro",
  openHelp:
    "El registro de una partida (.json) descargado de Doble Seis. También puedes soltar el " +
    "archivo en esta página.",
  fileLabel: "Escoge un archivo de registro",
  dropHere: "Suelta el archivo de registro para abrirlo",
  notJson: "Este archivo no es un registro de Doble Seis: no es JSON.",
  tooLarge: "Este archivo es demasiado grande para el registro de una partida (más de 1 MB).",
  fileSummary: (name, game, n) => `${name}: ${game}, ${count(n, "jugada", "jugadas")}`,
  replayFile: "Volver a verla paso a paso",
  continueFile: "Seguir jugando desde donde acaba",
  continueHeading: "Quién sigue jugando desde donde acaba",
  recordOver: "Esta partida ya terminó: solo se puede volver a ver.",
  cannotOpen: (why) => `${why.charAt(0).toUpperCase()}${why.slice(1)}`,

  // replay
  replayBadge: "Repetición",
  replayTitle: (title) => `Repetición: ${title}`,
  replayNote:
    "La repetición de una partida que ya nadie juega: se ven todas las manos y nada de lo que " +
    "hagas aquí cambia la partida.",
  stepOf: (k, n) => `Paso ${k} de ${n}`,
  toStart: "Al principio",
  back: "Atrás",
  replayPrevHand: "Mano anterior",
  forward: "Adelante",
  replayNextHand: "Mano siguiente",
  toEnd: "Al final",
  replayKeys:
    "Teclas: ← y → retroceden o avanzan un paso, RePág y AvPág una mano, Inicio y Fin saltan al " +
    "principio o al final.",
  leaveReplay: "Salir de la repetición",
  replayDeal: "El reparto, antes de que nadie juegue.",
  replayHolds: (p, tiles) =>
    tiles.length
      ? tu(p, `Tienes ${tiles.join(", ")}`, `${ElM(p)} tiene ${tiles.join(", ")}`)
      : tu(p, "No tienes fichas", `${ElM(p)} no tiene fichas`),
  replayStep: (k, n, text) => `Paso ${k} de ${n}: ${text}`,
  // verifiable deals
  commitmentShort: (hex) => `Compromiso del reparto ${hex.slice(0, 10)}…`,
  commitmentLabel: "Compromiso del reparto (SHA-256)",
  commitmentHelp:
    "El SHA-256 del material secreto de la semilla con que se barajó este reparto. El material " +
    "se muestra al acabar la mano, así cualquiera puede comprobar que el reparto estaba fijado " +
    "antes de empezar a jugar.",
  copyMaterial: "Copiar el material de la semilla",
  copiedMaterial: "Material de la semilla copiado.",
  copyCommitment: "Copiar el compromiso",
  copiedCommitment: "Compromiso copiado.",
  verifyHeading: "Comprobar el reparto",
  seedMaterial: "Material de la semilla",
  verifyCommand: "Comando",
  copyCommand: "Copiar el comando",
  copiedCommand: "Comando copiado.",
  verifyHelp:
    "Ejecútalo donde esté instalado Doble Seis: prueba que la barajada estaba fijada antes de " +
    "jugar, porque este material, secreto hasta ahora, da a la vez el compromiso mostrado antes " +
    "de la mano y exactamente estas manos tal como se repartieron.",

  // header and toolbar
  seedShown: (seed) => `Semilla ${seed}`,
  seedSecret: "Semilla: se muestra al acabar la partida",
  seedSecretHelp:
    "Una semilla sacada al azar revelaría todas las manos, así que queda oculta hasta el final.",
  copySeed: "Copiar semilla",
  copied: "Semilla copiada",
  sameSeed: "Volver a jugar las mismas manos",
  sameSeedNamed: (seed) => `Partida nueva con esta semilla (${seed})`,
  hint: "Pista",
  undo: "Deshacer",
  redo: "Rehacer",
  restart: "Repetir la mano",
  newMatch: "Partida nueva",
  home: "Inicio",
  rules: "Reglas",
  log: "Jugadas",
  close: "Cerrar",

  // the settings panel (settings.js): one entry in `prefs` per preference of prefs.js
  settings: "Ajustes",
  settingsTitle: "Ajustes",
  prefs: {
    lang: { label: "Idioma", choices: NAMES },
    pace: {
      label: "Ritmo de la computadora",
      help: "La pausa antes de cada jugada de la computadora, también en cada reparto de Haití. Con movimiento reducido la computadora juega enseguida. En una mesa con amigos se usa el ritmo de quien abrió la mesa.",
      choices: { quick: "Rápido", normal: "Normal", relaxed: "Tranquilo" },
    },
    autoPass: {
      label: "Pase automático cuando no llevo ficha",
      help: "Cuando un puesto de este aparato no lleva ficha que entre, pasa enseguida y se anuncia.",
    },
    quickPlay: {
      label: "Jugar de un toque la ficha que solo entra en un lugar",
      help: "La ficha que solo entra en una punta (o en dos puntas con el mismo número) se juega en cuanto la tocas. Apagado: toca la ficha y luego su punta.",
    },
    sound: {
      label: "Sonido",
      help: "Un golpe seco por cada ficha jugada, dos toques en la mesa por un pase y una campanita al final de la mano.",
    },
    turnTitle: {
      label: "Tu turno en el título de la pestaña",
      help: "En una mesa con amigos, el título y el icono de la página dicen cuándo te toca, aunque estés en otra pestaña.",
    },
    vibrate: {
      label: "Vibrar",
      help: "En los teléfonos que lo permiten: cuando te toca y cuando alguien te avisa.",
    },
    notify: {
      label: "Notificaciones",
      help: "Una notificación cuando te toca mientras la página está oculta. El navegador te lo pregunta una vez, cuando entras a una mesa con amigos o la abres.",
    },
    contrast: {
      label: "Alto contraste",
      help: "Blanco y negro con bordes marcados: las fichas, las puntas y a quién le toca resaltan.",
    },
    largeTiles: { label: "Fichas grandes", help: "Fichas más grandes en tu mano y en la mesa." },
    level: {
      label: "Nivel de la computadora",
      help: "Para las partidas nuevas en este aparato.",
      choices: {
        null: "Preguntar en la pantalla de inicio",
        random: "Fácil",
        basic: "Medio",
        strong: "Difícil",
      },
    },
  },
  more: "Más",
  downloadRecord: "Descargar el registro",
  confirmNewTitle: "¿Empezar una partida nueva?",
  confirmNewText:
    "Esta partida se guarda: la puedes seguir luego desde Tus partidas, en la pantalla de inicio.",
  confirmNewSharedText: (sides, score) =>
    `Toda la mesa pasa a la partida nueva cuando los demás jugadores estén de acuerdo. ${seQueda(sides, score)}`,
  confirmNewYes: "Empezar una partida nueva",
  cancel: "Cancelar",

  autoPassed: (p, ends) =>
    `Ninguna ficha entra al ${ends.join(" ni al ")}: pase automático ${del(p)}.`,
  autoPassedYou: (ends) =>
    `Ninguna ficha entra al ${ends.join(" ni al ")}: pasaste automáticamente.`,
  undoAskTitle: (s) => `Puesto ${s}, ¿se puede deshacer tu jugada?`,
  undoAskText: (s, what) =>
    `Deshacer quita la jugada del puesto ${s}: ${what} Dale el aparato al puesto ${s} para que acepte.`,
  undoAskYes: (s) => `El puesto ${s} acepta: deshacer`,
  sheet: "Anotación",
  sheetTitle: "Anotación",
  sheetCaption: (game) => `Anotación de la partida: ${game}`,
  sheetEmpty: "Todavía no ha terminado ninguna mano.",
  sheetHead: { hand: "Mano", winner: "Ganó", how: "Cómo", points: "Suma", score: "Tanteo" },
  sheetTeam: (side) => scored(side),
  sheetNobody: "nadie",
  sheetHow: {
    domino: (p) => `dominó, ${puestoM(p)}`,
    dekabes: (p) => `Dékabès, ${puestoM(p)}`,
    block: () => "tranque",
    tie: () => "tranque: empate",
  },
  sheetPoints: { added: (p) => `+${p}`, reset: "se rompió la racha", kept: "—" },
  sheetScore: (s) => `${s[0]}–${s[1]}`,
  sheetScoreOrder: (first) =>
    first.role === "us" ? "nosotros–ellos" : `puestos ${sidePair(first)} primero`,
  sheetAccuracy: {
    title: "Precisión",
    seat: (who, a) =>
      a.choices
        ? `${who}: ${pct(a.accuracy)}, ${a.good} ${form(a.good, "buena", "buenas")} de ${count(a.choices, "decisión", "decisiones")}`
        : `${who}: sin decisiones que tomar en las manos revisadas`,
    none: "Todavía no se ha revisado ninguna mano de esta partida.",
    pending: (hands) =>
      `${form(hands.length, "Sin revisar todavía (no cuenta): la mano", "Sin revisar todavía (no cuentan): las manos")} ${list.format(hands.map(String))}.`,
    review: (n) => `Revisar la mano ${n}`,
  },
  stats: "Estadísticas",
  statsHeading: "Tus estadísticas",
  statsNone:
    "Todavía no se ha jugado ninguna partida en este aparato: las estadísticas salen de tus partidas guardadas.",
  statsCaption: (game, level) => `${game}, ${level}`,
  statsHead: {
    matches: "Partidas jugadas",
    won: "Partidas ganadas",
    hands: "Manos jugadas",
    hands_won: "Manos ganadas",
    chivas: "Chivas (ganadas 4–0)",
    dekabes: "Dékabès",
    best_streak: "Mejor racha (partidas ganadas seguidas)",
    accuracy: "Precisión (media por partida)",
  },
  statsAccuracy: (accuracy, pending) => {
    const waiting = `${count(pending, "mano", "manos")} sin revisar`;
    if (accuracy === null) return `pendiente (${waiting})`;
    return pending ? `${pct(accuracy)} (${waiting})` : pct(accuracy);
  },
  statsAccuracyNote:
    "Precisión: la parte de tus decisiones que la revisión de la mano da por buenas, en promedio por partida. Las manos sin revisar quedan pendientes y no cuentan.",
  statsLeftOut: (n) => `Sin contar: mesas donde este aparato juega con las dos parejas (${n}).`,
  ratings: {
    heading: "Tu puntuación",
    noProfile:
      "La puntuación va con un perfil de jugador: crea uno y juega una partida pública con otras personas.",
    makeProfile: "Crear mi perfil de jugador",
    none: "Todavía no tienes puntuación: la tendrás después de tu primera partida pública con otra persona.",
    matches: (n) => count(n, "partida puntuada", "partidas puntuadas"),
    chart: (game, n, first, last) =>
      `Tu puntuación de ${game} en ${count(n, "partida", "partidas")}: de ${first} a ${last}.`,
    recent: "Últimas partidas puntuadas",
    board: "Clasificación",
    game: "Juego",
    period: "Cuándo",
    periods: { week: "Esta semana", all: "Desde siempre" },
    head: {
      rank: "Posición",
      player: "Jugador",
      rating: "Puntuación",
      matches: "Partidas puntuadas",
    },
    // the headers a narrow leaderboard (a phone) shows for Rank and Rating; the full ones read aloud
    headShort: { rank: "#", rating: "Punt." },
    youMark: "(tú)",
    provisional: "puntuación provisional",
    provisionalNote:
      "Provisional (?): tu puntuación se asienta a medida que juegas más partidas puntuadas.",
    won: "Ganaste",
    lost: "Perdiste",
    // an empty leaderboard: after what `empty` says, the way onto it
    playFirst: "Juega una partida pública con otras personas para aparecer aquí.",
    empty: {
      week: "Nadie ha jugado todavía una partida puntuada esta semana.",
      all: "Nadie tiene puntuación todavía.",
    },
    shown: {
      week: (game) => `Clasificación de ${game} de esta semana.`,
      all: (game) => `Clasificación de ${game} de todos los tiempos.`,
    },
    below: (n) => `Todavía no estás entre los ${n} primeros.`,
  },

  // quick reactions at a public table (reactions.js)
  reactions: {
    open: "Reacciones",
    title: "Reacciones rápidas",
    help: "Toda la mesa la ve junto a tu nombre durante unos segundos.",
    phrases: {
      hello: "¡Hola!",
      good_luck: "¡Suerte!",
      nice_play: "¡Buena jugada!",
      well_played_partner: "¡Bien jugado, pana!",
      oops: "¡Uy!",
      thanks: "¡Gracias!",
      good_game: "¡Buena partida!",
      wow: "¡Wepa!",
    },
    said: (who, phrase) => `${who} dice: ${phrase}`,
    wait: (n) => `¡Con calma! Puedes enviar otra en ${count(n, "segundo", "segundos")}.`,
    players: "Jugadores de la mesa",
    muteHelp: "Silencia a un jugador y sus reacciones dejarán de verse en tus aparatos.",
    mute: (who) => `Silenciar a ${who}`,
    unmute: (who) => `Dejar de silenciar a ${who}`,
    plateMute: (who) => `Silenciar las reacciones de ${who}`,
    plateUnmute: (who) => `Volver a ver las reacciones de ${who}`,
    mutedNow: (who) => `Silenciado: ya no verás las reacciones de ${who}.`,
    unmutedNow: (who) => `Vas a ver otra vez las reacciones de ${who}.`,
  },

  // table
  seatCaption: (p, you, mate) =>
    you
      ? `Tú, puesto ${p.seat}`
      : mate
        ? p.name
          ? `${p.name}, juega contigo`
          : `Compañero, puesto ${p.seat}`
        : p.name
          ? `${p.name}, puesto\u00a0${p.seat}` // the seat and its number on one line
          : `Puesto ${p.seat}`,
  seatKind: { human: "persona", computer: "computadora" },
  tilesLeft: (n) => count(n, "ficha", "fichas"),
  yourTiles: "Tus fichas",
  lineLabel: "La mesa",
  emptyLine: "La mesa está vacía",
  endLabel: (side, n) => `Punta ${side === "left" ? "izquierda" : "derecha"}, ${n}`,
  openHere: "Poner aquí",
  pass: "Paso",
  lastPlayed: (tile) => `jugó ${tile}`,
  lastPassed: "pasó",
  yourTurnFlag: "¡Te toca!",
  thinkingFlag: "pensando…",
  sendingFlag: "enviando…",
  sendingStatus: "Enviando tu jugada…",
  waitingFlag: "esperando",
  // the status line: `mate`, the seat is your partner's (named as its plate names it unless its
  // player gave a name)
  turnOf: (p, you, mate) => (you ? "Te toca" : `Le toca ${alMate(p, mate)}`),
  acceptOf: (p, you, mate) =>
    you ? "Mira tus fichas y acepta el reparto" : `${ElMate(p, mate)} está mirando el reparto`,
  chooseOf: (p, you, mate) => (you ? "¿Quién sale?" : `${ElMate(p, mate)} escoge quién sale`),
  thinking: (p, mate) => `${ElMate(p, mate)} está pensando…`,
  mustPass: "No llevas ficha: tienes que pasar.",
  forcedOpen: "Salida obligada con el doble seis: quien tiene el 6-6 sale con él.",
  freeLeadYou: "Eres mano: sal con la ficha que quieras.",
  selectHelp: "Escoge una ficha y luego una punta (o arrastra la ficha hasta una punta).",
  quickPlayHelp: "Escoge una ficha para jugarla (y luego una punta, si entra en las dos).",
  cannotPlay: (tile) => `${tile} no entra ahora`,
  notYourTurn: "Espera tu turno.",
  hand: (n) => `Mano ${n}`,
  scoreAria: (text) => `Tanteo: ${text}`,
  doubleNext: "La próxima mano ganada vale doble",

  // Haiti deal acceptance and choice of opener
  accept: "Acepto",
  requestRedeal: "Pedir otro reparto",
  redealRight: (n) =>
    `Tienes ${count(n, "doble", "dobles")}: puedes pedir que se reparta de nuevo.`,
  redealAnnounced: (p) =>
    `${tu(p, "Pides", `${ElM(p)} pide`)} otro reparto: se vuelven a dar las 28 fichas.`,
  whoOpens: "¿Quién sale, tú o tu compañero? Solo tú ves tus fichas.",
  openMeName: (s) => `Yo (puesto ${s})`,
  openPartnerName: (p) =>
    p.name ? `${p.name} (puesto ${p.seat})` : `Mi compañero (puesto ${p.seat})`,

  // hot-seat handoff
  handoffTitle: (p) => `Pásale el aparato ${al(p)}`,
  handoffText:
    "Los demás, no miren. Las fichas solo aparecen cuando lo tiene el jugador al que le toca.",
  iAm: (p) => `Soy ${el(p)}`,
  spectating: "Mirando: no se muestran las fichas de nadie.",

  // narration (the aria-live region and the last-move bubbles)
  said: {
    replayLeft: "La repetición está cerrada.",
    play: (p, tile, on) =>
      on === null
        ? `${tu(p, "Sales", `${ElM(p)} sale`)} con ${tile}.`
        : `${tu(p, "Juegas", `${ElM(p)} juega`)} ${tile} por el ${on}.`,
    pass: (p) => `${tu(p, "Pasas", `${ElM(p)} pasa`)}.`,
    accept: (p) => `${tu(p, "Aceptas", `${ElM(p)} acepta`)} el reparto.`,
    redeal: (p) =>
      `${tu(p, "Pides", `${ElM(p)} pide`)} otro reparto: se vuelven a dar las 28 fichas.`,
    choose: (p, o) =>
      p.seat === o.seat
        ? tu(p, "Vas a salir.", `${ElM(p)} va a salir.`)
        : p.you
          ? `Le pides ${alM(o)} que salga.`
          : o.you
            ? `${ElM(p)} te pide que salgas.`
            : `${ElM(p)} le pide ${al(o)} que salga.`,
    // the same, done by the computer for seat `p`, which this device holds (as en.js)
    standIn: {
      play: (p, tile, on) =>
        on === null
          ? `${enLugar(p)}, la computadora sale con ${tile}.`
          : `${enLugar(p)}, la computadora juega ${tile} por el ${on}.`,
      pass: (p) => `${enLugar(p)}, la computadora pasa.`,
      accept: (p) => `${enLugar(p)}, la computadora acepta el reparto.`,
      redeal: (p) =>
        `${enLugar(p)}, la computadora pide otro reparto: se vuelven a dar las 28 fichas.`,
      choose: (p, o) =>
        p.seat === o.seat
          ? `${enLugar(p)}, la computadora va a salir.`
          : `${enLugar(p)}, la computadora le pide ${alM(o)} que salga.`,
    },
    handOver: (n) => `Se acabó la mano ${n}.`,
    yourTurn: "Te toca.",
    // how a hand ended, in short, after `handOver` (the end-of-hand card says it at length)
    domino: (p) => `¡Dominó! ${tu(p, "Te pegaste", `${ElM(p)} se pegó`)}.`,
    streakBroken: (w) =>
      w.role === "us"
        ? "Tu pareja le rompió la racha a la otra."
        : w.role === "them"
          ? "La otra pareja les rompió la racha."
          : `${capital(sideName(w))} le rompió la racha a la otra pareja.`,
    doubleNext: "La próxima mano ganada vale doble.",
    seated: (p) =>
      p.name ? `${p.name} se sentó en el puesto ${p.seat}.` : `Ocuparon el puesto ${p.seat}.`,
    allSeated: "Ya no quedan puestos libres: puedes empezar la partida.",
    undone: "Deshecho.",
    redone: "Rehecho.",
    agreedUndonePlay: (p, tile) =>
      p.you
        ? `Todos aceptaron: tu ${tile} vuelve a tu mano.`
        : `Todos aceptaron: se retira el ${tile} ${p.mate ? "de tu compañero" : del(p)}.`,
    agreedRedonePlay: (p, tile) =>
      `Todos aceptaron: ${tu(p, "juegas", `${elM(p)} juega`)} ${tile} otra vez.`,
    // the same for a Haiti deal's acceptance, a redeal, or the choice of who opens (as en.js)
    agreedUndoneAccept: (p) =>
      p.you
        ? "Todos aceptaron: se anula tu aceptación del reparto."
        : `Todos aceptaron: se anula la aceptación ${deM(p)}; ${elM(p)} vuelve a mirar el reparto.`,
    agreedUndoneRedeal: (p) =>
      `Todos aceptaron: ${tu(p, "ya no pides", `${elM(p)} ya no pide`)} otro reparto; vuelve el reparto de antes.`,
    agreedUndoneChoose: (p) =>
      p.you
        ? "Todos aceptaron: se anula tu elección de quién sale."
        : `Todos aceptaron: se anula la elección ${deM(p)}; ${elM(p)} vuelve a escoger quién sale.`,
    agreedRedoneAccept: (p) => `Todos aceptaron: ${aceptaOtraVez(p)}`,
    agreedRedoneRedeal: (p) => `Todos aceptaron: ${pideOtraVez(p)}`,
    agreedRedonePass: (p) =>
      `Todos aceptaron: ${tu(p, "vuelves a pasar", `${elM(p)} vuelve a pasar`)}.`,
    agreedRedoneChoose: (p, o) => `Todos aceptaron: ${saleOtraVez(p, o)}`,
    undonePlay: (p, tile) =>
      p.you
        ? `Deshecho: tu ${tile} vuelve a tu mano.`
        : `Deshecho: el ${tile} ${p.mate ? "de tu compañero" : del(p)} vuelve a su mano.`,
    // an undo that took back a Haiti deal's acceptance, a redeal, or the choice of who opens
    undoneAccept: (p) =>
      `Deshecho: ${tu(p, "todavía no has aceptado", `${elM(p)} todavía no ha aceptado`)} el reparto.`,
    undoneRedeal: (p) =>
      `Deshecho: ${tu(p, "ya no pides", `${elM(p)} ya no pide`)} otro reparto; vuelve el reparto de antes.`,
    undoneChoose: (p) =>
      `Deshecho: ${tu(p, "todavía no has escogido", `${elM(p)} todavía no ha escogido`)} quién sale.`,
    redonePlay: (p, tile) => `Rehecho: ${tu(p, "juegas", `${elM(p)} juega`)} ${tile} otra vez.`,
    // a redo that made a pass again (as en.js)
    redonePass: (p) => `Rehecho: ${tu(p, "vuelves a pasar", `${elM(p)} vuelve a pasar`)}.`,
    // a redo that made again a Haiti deal's acceptance, a redeal, or the choice of who opens
    redoneAccept: (p) => `Rehecho: ${aceptaOtraVez(p)}`,
    redoneRedeal: (p) => `Rehecho: ${pideOtraVez(p)}`,
    redoneChoose: (p, o) => `Rehecho: ${saleOtraVez(p, o)}`,
    turnNow: (p, phase) => turnSaid(es, p, phase),
    restarted: "La mano vuelve a empezar desde su reparto.",
    newMatch: "Empieza una partida nueva.",
    selected: (tile, ends) =>
      ends.length === 0
        ? `${tile} escogida.`
        : `${tile} escogida: entra por ${list.format(ends.map((e) => `la ${e.toLowerCase()}`))}. ` +
          `Escoge ${form(ends.length, "la punta", "una punta")}.`,
    redealYou: "Pediste otro reparto: aquí tienes tus fichas nuevas.",
    selectedOpen: (tile) => `${tile} escogida: pulsa Poner aquí para jugarla.`,
    cancelled: "Selección quitada.",
  },

  // hint
  hintTitle: "Pista",
  hintBest: (what) => `Te sugiero: ${what}`,
  hintWin: (match, hand) => `${pct(match)} de ganar la partida, ${pct(hand)} la mano`,
  hintOption: (what, match, hand) =>
    `${what}: ${pct(match)} de ganar la partida, ${pct(hand)} la mano`,
  hintPlay: "Jugarla",
  hintDo: "Hacerlo",
  hintDismiss: "Ignorar",
  hintOthers: "Otras jugadas",
  // la revisión de una mano terminada (review.js); `lost`: la parte de una mano que cedió una jugada
  review: {
    open: "Revisar la mano",
    title: (n) => `Revisión de la mano\u00a0${n}`, // the hand and its number on one line
    running: (done, of) => `Revisando la mano: ${done} de ${count(of, "jugada", "jugadas")}`,
    ready: (mine) =>
      !mine
        ? "Revisión lista."
        : mine.choices
          ? `Revisión lista: ${mine.good} de ${form(mine.choices, "tu", "tus")} ${count(mine.choices, "decisión", "decisiones")} ${form(mine.good, "fue buena", "fueron buenas")}.`
          : "Revisión lista: no tuviste decisiones que tomar.",
    choose: "Escoge una jugada para ver qué otra cosa podía jugar quien la hizo.",
    marks: {
      good: "Buena",
      inaccuracy: "Imprecisión",
      mistake: "Error",
      blunder: "Error grave",
      forced: "Forzada",
    },
    move: (k, who, what) => `${k}. ${who}: ${what}`,
    ourMoves: "Nuestras jugadas",
    theirMoves: "Sus jugadas",
    accuracy: (who, good, choices) =>
      choices
        ? `${who}: ${good} ${form(good, "buena", "buenas")} de ${count(choices, "decisión", "decisiones")}`
        : `${who}: sin decisiones que tomar`,
    forced: (what) => `${capital(what)}: la única jugada posible.`,
    good: (mark, close) =>
      close
        ? `${mark}: tan buena como la mejor, hasta donde el cálculo alcanza a ver`
        : `${mark}: tan buena como la mejor`,
    verdict: (mark, played, best, less, d) =>
      `${mark}: ${pct(played, d)} de ganar la partida en vez del ${pct(best, d)} de la mejor, ${pct(less, d)} menos`,
    played: (what, match, hand, d) =>
      match === null
        ? `Jugada: ${what}`
        : `Jugada: ${what}, ${pct(match, d)} de ganar la partida, ${pct(hand)} la mano`,
    best: (what, match, hand, d) =>
      `Mejor: ${what}, ${pct(match, d)} de ganar la partida, ${pct(hand)} la mano`,
    wasBest: "Fue la mejor jugada.",
    chosen: (move, mark, best) =>
      best === null ? `${move}. ${mark}.` : `${move}. ${mark}. Mejor jugada: ${best}.`,
    drawn: "Así estaba la mesa antes de esta jugada; la ficha más clara es la mejor jugada.",
    option: (what, match, hand, d) =>
      `${what}: ${pct(match, d)} de ganar la partida, ${pct(hand)} la mano`,
  },
  actionText: {
    play: (tile, on, either) =>
      on === null
        ? `salir con ${tile}`
        : `${tile} por el ${on}${either ? " (da igual la punta)" : ""}`,
    pass: "pasar",
    accept: "aceptar el reparto",
    redeal: "pedir otro reparto",
    choose: (o) => tu(o, "sales tú", `sale ${elM(o)}`),
  },

  // end of hand and match
  handOverTitle: (n) => `Se acabó la mano ${n}`,
  allHands: "Las cuatro manos",
  holds: (pips) => count(pips, "punto", "puntos"),
  wentOut: "se pegó",
  dekabes: (base, pts) => `¡Dékabès (capicú)! 2 × ${base} = ${count(pts, "tanto", "tantos")}`,
  // a block's words by what it compares (`measure`): team totals, or each team's lightest hand
  tieBy: {
    totals: (p) =>
      `Tranque con ${count(p, "punto", "puntos")} por cada lado: empate. El tanteo se queda igual.`,
    lowest: (p) =>
      `Tranque con ${count(p, "punto", "puntos")} en la mano más liviana de cada pareja: empate. Se guarda el tanteo.`,
  },
  streakBroken: (w) =>
    w.role === "us"
      ? "Tu pareja le rompió la racha a la otra: los dos tanteos vuelven a 0 y esta mano no les suma nada."
      : w.role === "them"
        ? "La otra pareja les rompió la racha: los dos tanteos vuelven a 0 y esta mano no le suma nada."
        : `${capital(sideName(w))} le rompió la racha a la otra pareja: los dos tanteos vuelven a 0 y esta mano no le suma nada.`,
  nextOpening: {
    forced: () => "La próxima mano sale con el doble seis.",
    choose: (p) => `${tu(p, "Tú escoges", `${ElM(p)} escoge`)} quién sale en la próxima mano.`,
    lead: (p) =>
      tu(
        p,
        "Eres mano en la próxima y sales con la ficha que quieras.",
        `${ElM(p)} es mano en la próxima y sale con la ficha que quiera.`,
      ),
  },
  nextHand: "Próxima mano",
  matchOver: "Se acabó la partida",
  // panels
  rulesTitle: (v) => `Reglas: ${v}`,
  logTitle: "Las jugadas de la partida",
  logEmpty: "Todavía no ha pasado nada.",
  logHand: (n) => `Mano ${n}`,
  logged: {
    deal: (e) => {
      if (e.redealt) return "Se barajan las 28 fichas y se vuelven a repartir.";
      const opens =
        e.opening === "forced"
          ? "quien tiene el 6-6 sale con él"
          : e.opening === "choose"
            ? `${tu(e.leader, "tú escogerás", `${elM(e.leader)} escogerá`)} quién sale`
            : tu(e.leader, "tú eres mano", `${elM(e.leader)} es mano`);
      return `Se reparten las fichas; ${opens}.${e.accepts ? " Cada puesto mira su mano y la acepta." : ""}`;
    },
    play: (e) =>
      e.on === null
        ? `${tu(e.seat, "Sales", `${ElM(e.seat)} sale`)} con ${e.play}.`
        : `${tu(e.seat, "Juegas", `${ElM(e.seat)} juega`)} ${e.play} por el ${e.on}.`,
    pass: (e) =>
      `${tu(e.seat, "Pasas: no llevas", `${ElM(e.seat)} pasa: no lleva`)} ${
        e.ends[0] === e.ends[1] ? e.ends[0] : `ni ${e.ends[0]} ni ${e.ends[1]}`
      }.`,
    accept: (e) => `${tu(e.seat, "Aceptas", `${ElM(e.seat)} acepta`)} el reparto.`,
    redeal: (e) =>
      tu(
        e.seat,
        "Tienes cinco dobles o más y pides otro reparto.",
        `${ElM(e.seat)} tiene cinco dobles o más y pide otro reparto.`,
      ),
    choose: (e) =>
      e.opener.seat === e.seat.seat
        ? tu(e.seat, "Decides salir.", `${ElM(e.seat)} decide salir.`)
        : e.opener.you
          ? `${ElM(e.seat)} te escoge para salir.`
          : `${tu(e.seat, "Escoges", `${ElM(e.seat)} escoge`)} ${alM(e.opener)} para salir.`,
    result: (parts, hands, seats) =>
      [
        ...parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)),
        `Fichas que quedan: ${hands.map((h, i) => `${puestoM(seats[i])} ${h.length ? h.join(" ") : "ninguna"}`).join(", ")}.`,
      ].join(" "),
  },

  // hint reasons
  reasons: {
    dekabes: (r) =>
      `te pegas con ${r.tile}, que entra por las dos puntas: un Dékabès (capicú), que vale doble`,
    goes_out: (r) => `te pegas con ${r.tile}: tu pareja gana la mano`,
    keep_open: (r) =>
      `deja en juego ${list.format(r.numbers.map((n) => `el ${n}`))}: ${rival(r.seat)} se pasó ${list.format(r.numbers.map((n) => `al ${n}`))}`,
    cannot_play: (r) =>
      `solo deja en juego ${list.format(r.numbers.map((n) => `el ${n}`))}: ${rival(r.seat)} se pasó ${list.format(r.numbers.map((n) => `al ${n}`))} y no puede jugar`,
    double: (r) => `te quitas el doble ${r.tile}: un doble solo entra por un número`,
    heaviest: (r) =>
      `juegas tu ficha más pesada de las que entran (${r.tile}, ${count(r.pips, "punto", "puntos")})`,
    keeps_fitting: (r) =>
      `te ${form(r.count, "queda", "quedan")} ${count(r.count, "ficha", "fichas")} que ${form(r.count, "entra", "entran")} ${porLasPuntas(r.ends)}`,
    partner_passed: (r) =>
      `${partner(r.seat)} se pasó ${list.format(r.numbers.map((n) => `al ${n}`))}: puede que no pueda seguir`,
    none_fit: (r) => `ninguna de tus fichas entra ${porLasPuntas(r.ends)}`,
    leaves_ends: ({ ends: [a, b] }) =>
      a === b ? `deja el ${a} en las dos puntas` : `deja las puntas en ${a} y ${b}`,
    must_pass: (r) =>
      `no llevas ${form(r.numbers.length, `ningún ${r.numbers[0]}`, `ni ${r.numbers.join(" ni ")}`)}: tienes que pasar`,
    tried: (r) =>
      `tu pareja ganó el ${pct(r.win)} de los repartos probados con ella, el ${pct(r.next)} con la siguiente mejor`,
    keep_deal: () => "juega la mano que te tocó",
    redeal: () => "cinco dobles o más son difíciles de colocar: tienes derecho a un reparto nuevo",
    lead_self: (r) =>
      `sales tú con la ficha que quieras (${count(r.count, "de tus fichas lleva", "de tus fichas llevan")} el número que más tienes)`,
    lead_partner: (r) => `sale ${partner(r.seat)}: no has visto sus fichas`,
  },

  // errors
  errorPrefix: "Algo salió mal: ",
  errors: {
    no_such_tile: (f) => `${f.tile} no es una ficha del doble seis`,
    tile_not_text: (f) => `una ficha se escribe como 6-4, no ${quote(f.value)}`,
    not_a_tile: (f) => `${quote(f.value)} no es una ficha (escríbelas como 6-4)`,
    hand_not_text: (f) => `una mano se escribe como "6-6 6-5 5-5", no ${quote(f.value)}`,
    tile_twice_in_hand: (f) => `${f.tile} aparece dos veces`,
    deal_not_four_hands: (f) => `un reparto tiene cuatro manos, no ${f.count}`,
    hand_not_seven_tiles: (f) =>
      `la mano del puesto ${f.seat} tiene ${count(f.count, "ficha", "fichas")}, no 7`,
    tile_dealt_twice: () => "una ficha está repartida dos veces",
    deal_not_all_tiles: () => "el reparto no son las 28 fichas",
    deal_not_list: () =>
      'un reparto es una lista de cuatro manos como "6-6 6-5 5-5 4-0 3-1 2-2 1-0"',
    no_such_seat: (f) => `los puestos van del 1 al 4, no ${quote(f.value)}`,
    no_such_variant: (f) => `juego desconocido ${quote(f.value)}: usa ${either.format(f.games)}`,
    no_deal_source: () => "una partida necesita una semilla o repartos dados",
    no_deals: () => "una partida con repartos dados necesita al menos uno",
    too_many_deals: (f) =>
      `una partida tiene como mucho ${count(f.limit, "reparto", "repartos")}, no ${f.count}`,
    seed_and_deals: () => "da una semilla o repartos, no las dos cosas",
    seed_not_whole: (f) => `la semilla es un número entero de 0 o más, no ${quote(f.value)}`,
    action_not_object: (f) =>
      `una jugada es un objeto como {"seat": 1, "play": "6-6"}, no ${quote(f.value)}`,
    action_without_seat: () => "la jugada no dice el puesto",
    action_kinds: () => "una jugada tiene exactamente uno de play, pass, accept, redeal, choose",
    action_field: (f) => `campo inesperado ${quote(f.field)} en una jugada ${f.kind}`,
    no_such_end: (f) => `la punta es "left" o "right", no ${quote(f.value)}`,
    write_true: (f) => `escribe "${f.kind}": true`,
    choose_without_seat: () => 'choose dice un puesto: "choose": 3',
    match_over: (f) => `la partida se acabó: ganó ${sideOf(f.team)}`,
    deals_played: () => "la partida se acabó: se jugaron todos los repartos del registro",
    // the seats named from this device (`f.named`, api.js): *le toca a Ana, no a ti*
    turn_to: (f) =>
      `${tu(f.named.turn, "te", "le")} toca ${doing[f.phase]} ${aY(f.named.turn)}, no ${aY(f.named.seat)}`,
    accept_first: (f) =>
      `se está aceptando el reparto: primero ${tu(f.named.seat, "tienes que aceptarlo tú", `tiene que aceptarlo ${elM(f.named.seat)}`)}`,
    choose_first: (f) =>
      `primero ${tu(f.named.seat, "tienes", `${elM(f.named.seat)} tiene`)} que escoger quién sale`,
    hand_in_play: (f) =>
      `la mano se está jugando: ${tu(f.named.seat, "te", "le")} toca ${aY(f.named.seat)}`,
    no_redeal_right: (f) =>
      `${tu(f.named.seat, "no puedes", `${elM(f.named.seat)} no puede`)} pedir otro reparto con ${count(f.doubles, "doble", "dobles")}: hacen falta cinco o más`,
    choose_self_or_partner: (f) =>
      `${tu(f.named.seat, "puedes salir tú o escoger", `${elM(f.named.seat)} puede salir o escoger`)}${f.named.partner.you ? "te" : ""} ${aY(f.named.partner)} para salir, no ${aY(f.named.opener)}`,
    unknown_action: (f) => `jugada desconocida ${f.action}`,
    hand_over: () => "la mano se acabó",
    turn_of: (f) =>
      `${tu(f.named.turn, "te", "le")} toca ${aY(f.named.turn)}, no ${aY(f.named.seat)}`,
    cannot_pass: (f) =>
      `${tu(f.named.seat, "no puedes pasar: puedes", `${elM(f.named.seat)} no puede pasar: puede`)} jugar ${either.format(f.tiles)}`,
    not_held: (f) => `${tu(f.named.seat, "no tienes", `${elM(f.named.seat)} no tiene`)} ${f.tile}`,
    first_tile_no_end: () => "la primera ficha de una mano no va por ninguna punta",
    open_with_double_six: (f) =>
      `${tu(f.named.seat, "tienes", `${elM(f.named.seat)} tiene`)} que salir con el 6-6`,
    tile_shows_no: (f) => `${f.tile} no tiene ningún ${f.number}`,
    does_not_fit: (f) =>
      `${tu(f.named.seat, "no puedes", `${elM(f.named.seat)} no puede`)} jugar ${f.tile}: las puntas son ${f.ends[0]} y ${f.ends[1]}`,
    wrong_end: (f) => `${f.tile} no entra por la punta ${side[f.end]} (${f.number})`,
    say_which_end: (f) =>
      `${f.tile} entra por las dos puntas (${f.ends[0]} y ${f.ends[1]}): di por cuál`,
    record_not_json: (f) =>
      `JSON no válido: ${f.detail} en la línea ${f.line}, columna ${f.column}`,
    record_too_deep: () => "no es un registro: su JSON está anidado demasiado hondo",
    record_not_object: () => "un registro es un objeto JSON",
    record_format: (f) => `el "format" del registro tiene que ser "${f.format}"`,
    record_field: (f) => `campo inesperado ${quote(f.field)} en el registro`,
    record_variant: (f) =>
      `"variant" tiene que ser ${either.format(f.games.map(quote))}, no ${quote(f.value)}`,
    record_seed: (f) =>
      `"seed" tiene que ser un número entero de 0 o más, escrito como número o como texto con sus cifras (sin signo, espacios ni ceros a la izquierda), no ${quote(f.value)}`,
    record_deals: () => '"deals" tiene que ser una lista de uno o más repartos',
    record_too_many_deals: (f) =>
      `un registro tiene como mucho ${count(f.limit, "reparto", "repartos")}, no ${f.count}`,
    record_deal: (f, why) => `reparto ${f.deal}: ${why(f.reason)}`,
    record_without_deals: () => 'el registro necesita "seed" o "deals"',
    record_seed_and_deals: () => 'un registro tiene "seed" o "deals", no los dos',
    record_actions: () => '"actions" tiene que ser una lista',
    record_action: (f, why) => `jugada ${f.action}: ${why(f.reason)}`,
    representative_changed: (f) =>
      `${tu(f.named.seat, "te pegaste y escogiste", `${elM(f.named.seat)} se pegó y escogió`)} quién salía en la mano ${f.hand}, pero ahora las reglas ` +
      `${tu(f.named.representative, "te", "le")} dan esa decisión ${aY(f.named.representative)}: después de un dominó escoge el jugador de la ` +
      `pareja ganadora con menos puntos, el puesto más bajo si empatan, y ${aY(f.named.representative)} ` +
      `también ${tu(f.named.representative, "te", "le")} quedaron 0 puntos`,
    record_unreadable: (f, why) => `el registro no se puede abrir: ${why(f.reason)}`,
    seats_not_four: () =>
      'seats es una lista de cuatro puestos, cada uno "here", "invited" o "computer"',
    no_such_seat_kind: (f) => `un puesto es "here", "invited" o "computer", no ${quote(f.value)}`,
    no_such_level: (f) => `nivel desconocido ${quote(f.value)}: usa ${either.format(f.levels)}`,
    seed_out_of_range: (f) =>
      `la semilla es un número entero de 0 a ${f.limit}, escrito como número o como texto con sus cifras (sin signo, espacios ni ceros a la izquierda), no ${quote(f.value)}`,
    cursor_outside: (f) => `el cursor ${f.cursor} está fuera de la historia de la partida`,
    action_of_other_seat: (f) =>
      `la jugada es del puesto ${f.action_seat}, no del puesto ${f.seat}`,
    action_not_sent: () => 'una jugada es un objeto como {"play": "6-4", "end": "left"}',
    seat_inside_action: () => 'el puesto va al lado de la jugada ("seat": 1), no dentro de ella',
    tiles_hidden: (f) =>
      `${puestoDe(f.named.seat)} lo juega la computadora: sus fichas no se enseñan`,
    record_secret: () =>
      "el registro de una partida con semilla al azar se puede descargar cuando termine la partida: " +
      "su semilla revela todas las manos",
    computer_seat: (f) => `${puestoDe(f.named.seat)} lo juega la computadora`,
    person_to_act: (f) =>
      `${tu(f.named.seat, "te", "le")} toca ${aY(f.named.seat)}, y ${tu(f.named.seat, "juegas tú", "lo juega una persona")}, no la computadora`,
    nothing_to_undo: () => "no hay nada que deshacer",
    nothing_to_redo: () => "no hay nada que rehacer",
    match_ended: () => "la partida se acabó",
    replay_in_progress: () =>
      "una repetición enseña todas las manos, así que es solo para partidas terminadas y registros importados: " +
      "esta partida todavía se está jugando",
    no_such_step: (f) => `el paso va de 0 a ${f.steps}, no ${f.step}`,
    review_not_over: (f) =>
      `la mano ${f.hand} aún no se puede revisar: una mano se revisa cuando termina (manos terminadas en esta partida: ${f.finished})`,
    too_many_reviews: (f) =>
      `ya se están revisando tantas manos como se pueden pedir desde aquí (${f.limit}): vuelve a pedirlo cuando termine una`,
    review_busy: () =>
      "el servidor está revisando todas las manos que puede ahora mismo: vuelve a pedirlo en un momento",
    saved_match_outdated: (f, why) =>
      `esta partida se guardó con reglas anteriores y no puede seguir desde su jugada ${f.action}: ` +
      `${why(f.reason)}. Su registro se descarga tal como estaba, y su repetición llega hasta esa jugada`,
    no_such_match: (f) => `no hay ninguna partida ${quote(f.id)}`,
    store_unavailable: () =>
      "la base de datos de las partidas no contesta ahora mismo: vuelve a intentarlo en un momento",
    rooms_unavailable: () =>
      "el servidor no llega ahora mismo a los otros servidores de esta mesa (Redis): " +
      "vuelve a pedirlo en un momento",
    stale: (f) =>
      `la partida cambió (versión ${f.version}, no ${f.sent}): vuelve a cargarla y prueba otra vez`,
    json_only: () => "envía el cuerpo como JSON (Content-Type: application/json)",
    body_too_large: (f) => `el cuerpo de la petición pasa de ${count(f.limit, "byte", "bytes")}`,
    body_missing: () => "la petición necesita un objeto JSON como cuerpo",
    body_not_utf8: () => "el cuerpo de la petición no es texto UTF-8",
    body_not_json: (f) =>
      `el cuerpo de la petición no es JSON válido: ${f.detail} en la columna ${f.column}`,
    body_too_deep: () => "el cuerpo de la petición está anidado demasiado hondo",
    body_not_object: () => "el cuerpo de la petición tiene que ser un objeto JSON",
    unexpected_field: (f) => `campo inesperado ${quote(f.field)}`,
    not_a_json_number: (f) => `${f.word} no es un número que JSON permita`,
    number_too_large: (f) => `${f.number} es demasiado grande para un número`,
    number_too_long: (f) =>
      `un número entero tiene como mucho ${count(f.limit, "cifra", "cifras")}, no ${f.digits}`,
    key_twice: (f) => `la clave ${quote(f.key)} aparece dos veces en un mismo objeto`,
    lone_surrogate: () =>
      "el texto lleva un sustituto UTF-16 suelto (\\ud800 a \\udfff), que no es ningún carácter",
    not_whole: (f) => `"${f.key}" tiene que ser un número entero, no ${quote(f.value)}`,
    not_a_seat: (f) => `"${f.key}" es un puesto del 1 al 4, no ${quote(f.value)}`,
    unexpected_parameter: (f) => `parámetro de consulta inesperado ${quote(f.parameter)}`,
    parameter_twice: (f) => `el parámetro de consulta ${quote(f.parameter)} viene dos veces`,
    step_not_whole: (f) => `el paso es un número entero de 0 o más, no ${quote(f.value)}`,
    hand_not_whole: (f) => `una mano es un número entero de 1 o más, no ${quote(f.value)}`,
    seat_missing: () => "di qué puesto pregunta: ?seat=1",
    seat_not_1_to_4: (f) => `el puesto es un número del 1 al 4, no ${quote(f.value)}`,
    variant_missing: (f) => `di qué juego: "variant": ${either.format(f.games.map(quote))}`,
    seed_or_deals: () => 'da "seed" o "deals", no los dos',
    deals_not_list: () =>
      '"deals" es una lista de repartos, cada uno de cuatro manos de siete fichas',
    bad_deal: (f, why) => `reparto incorrecto: ${why(f.reason)}`,
    bad_action: (f, why) => `jugada incorrecta: ${why(f.reason)}`,
    record_missing: () =>
      'envía el archivo de registro como "record": {"format": "dobleseis/1", ...}',
    no_such_api: (f) => `no hay ninguna API en ${f.path}`,
    method_not_allowed: (f) => `${f.method} no está permitido aquí`,
    not_found: () => "no se encontró",
    http_error: (f) => `el servidor rechazó la petición (HTTP ${f.status})`,
    // online tables: who may do what, invitations, the host, the live connection
    not_your_seat: (f) => `este aparato no tiene ${puestoDe(f.named.seat)}`,
    not_host: () => "solo quien abrió esta mesa puede hacer esto",
    not_a_player: () => "solo un jugador de esta mesa puede hacer esto",
    not_this_computer: () =>
      "esta partida se guardó antes de que las mesas tuvieran secretos: solo se puede abrir en " +
      "la computadora donde corre el servidor",
    not_adoptable: () => "esta mesa ya tiene sus secretos",
    secrets_header: () => "Dobleseis-Secrets lleva hasta 64 secretos separados por espacios",
    no_such_invitation: (f) => `no hay ninguna mesa con el código ${quote(f.invitation)}`,
    too_many_tries: (f) =>
      `demasiados códigos equivocados: prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    seat_taken: (f) => `${puestoDe(f.named.seat)} ya está ocupado`,
    seat_not_invited: (f) => `${puestoDe(f.named.seat)} no es un puesto para un amigo`,
    seat_free: (f) => `nadie tiene ${puestoDe(f.named.seat)} todavía`,
    seat_not_human: (f) => `${puestoDe(f.named.seat)} es de la computadora`,
    bad_name: (f) =>
      `un nombre tiene de 1 a ${count(f.limit, "carácter imprimible", "caracteres imprimibles")}`,
    bad_rejoin: () =>
      "este enlace para volver ya no sirve: pídele a quien abrió la mesa que libere el puesto",
    not_started: () => "quien abrió la mesa todavía no ha empezado la partida",
    already_started: () => "la partida ya empezó",
    seats_free: (f) =>
      `${form(f.seats.length, "el puesto", "los puestos")} ${list.format(f.seats.map(String))} ` +
      `${form(f.seats.length, "sigue libre", "siguen libres")}: espera a tus amigos o deja que ${form(f.seats.length, "lo", "los")} juegue la computadora`,
    hints_off: () => "quien abrió esta mesa quitó las pistas",
    offer_needed: () =>
      "hay otros jugadores en esta mesa con sus propios aparatos: pregúntales primero",
    no_such_host_command: (f) => `orden desconocida ${quote(f.value)}`,
    no_such_pace: (f) =>
      `el ritmo es un número entero de milisegundos de 0 a ${f.limit}, no ${quote(f.value)}`,
    not_a_bool: (f) => `"${f.key}" tiene que ser true o false, no ${quote(f.value)}`,
    no_room: () =>
      "al servidor le falta espacio en disco: ahora mismo no puede guardar nada nuevo (las partidas en juego siguen)",
    not_text: (f) => `"${f.key}" tiene que ser un texto, no ${quote(f.value)}`,
    hello_first: () => "el primer mensaje es un hello con los secretos que tiene este aparato",
    message_not_json: () => "un mensaje es un objeto JSON",
    message_not_object: () => 'un mensaje es un objeto JSON con un "type"',
    message_too_large: (f) => `un mensaje tiene como mucho ${count(f.limit, "byte", "bytes")}`,
    unknown_message: (f) => `tipo de mensaje desconocido ${quote(f.type)}`,
    message_field: (f) => `un mensaje ${f.type} necesita un "${f.field}" válido`,
    too_many_messages: () => "demasiados mensajes: más despacio",
    too_many_connections: (f) =>
      `hay demasiadas conexiones abiertas desde aquí: prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    too_many_requests: (f) =>
      `demasiadas peticiones desde aquí: prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    request_timeout: (f) =>
      `la petición no llegó completa en ${count(f.seconds, "segundo", "segundos")}`,
    not_http: () => "la petición no se pudo leer como HTTP/1.1",
    too_many_creates: (f) =>
      `demasiadas mesas nuevas desde aquí: prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    too_many_tables: (f) =>
      `desde aquí ya hay ${count(f.limit, "mesa sin terminar", "mesas sin terminar")}: termina o borra una y prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    too_many_spectators: (f) =>
      `esta mesa ya tiene ${count(f.limit, "espectador", "espectadores")}: prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    too_many_watching: (f) =>
      `ya hay ${count(f.limit, "conexión mirando", "conexiones mirando")} desde aquí: cierra una o prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    too_many_computer_tables: (f) =>
      `desde aquí ya hay ${count(f.limit, "mesa de cuatro computadoras jugando", "mesas de cuatro computadoras jugando")}: mira una de ellas o prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    too_many_hints: (f) =>
      `demasiadas pistas para este puesto: prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    too_many_reads: (f) =>
      `demasiadas lecturas de partidas enteras desde aquí: prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    too_many_reviews_today: (f) =>
      `desde aquí se pueden revisar ${count(f.limit, "mano", "manos")} al día, y ya se revisaron: prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    no_profile: () => "primero crea un perfil de jugador en este aparato",
    no_such_avatar: (f) => `${quote(f.value)} no es uno de los avatares`,
    bad_profile_link: () =>
      "este enlace de perfil ya no sirve: crea otro en el aparato que tiene el perfil",
    no_such_profile: (f) => `no hay ningún jugador ${quote(f.profile)}`,
    too_many_profiles: (f) =>
      `demasiados perfiles nuevos desde aquí: prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    already_waiting: (f) => `ya estás esperando en una mesa (${f.id})`,
    already_playing: (f) =>
      `tienes una partida en juego en una mesa pública (${f.id}): vuelve a ella, o déjasela a la computadora y empieza otra`,
    no_such_pair: (f) =>
      `ninguna mesa guarda un puesto para el código de compañero ${quote(f.pair)}`,
    not_public: () => "esta mesa no es pública",
    public_deals_known: () =>
      "solo puede ser pública una partida cuyos repartos nadie conoce: una con semilla sacada al azar por el servidor",
    public_seat_from_lobby: () =>
      "un puesto en una mesa pública se ocupa desde Mesas públicas, con un perfil de jugador",
    public_no_takeback: () =>
      "la partida de una mesa pública se juega tal cual: sin deshacer, rehacer ni repetir la mano",
    no_such_language: (f) =>
      `idioma desconocido ${quote(f.value)}: usa uno de ${f.languages.join(", ")}`,
    too_many_quick: (f) =>
      `demasiadas partidas rápidas pedidas desde aquí: prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    no_such_period: (f) => `la clasificación es de "week" o "all", no ${quote(f.value)}`,
    bad_profile_id: (f) => `${quote(f.value)} no es el identificador de un jugador`,
    no_such_phrase: (f) => `${quote(f.value)} no es una de las reacciones rápidas`,
    too_many_reactions: (f) =>
      `demasiadas reacciones: prueba otra vez en ${count(f.retry_after, "segundo", "segundos")}`,
    no_such_offer: (f) =>
      `no hay ninguna petición ${quote(f.offer)} (ya se contestó, o la mesa siguió)`,
    offer_pending: () => "otra petición está esperando respuesta",
    not_asked: () => "este aparato no tiene ningún puesto al que espere la petición",
    moved_on: () => "esta mesa pasó a una partida nueva: esta se guarda tal como quedó",
    not_waited_for: (f) =>
      f.named.seat.you
        ? "no puedes avisarte a ti mismo"
        : `la mesa no está esperando ${alM(f.named.seat)}`,
    nudge_too_soon: (f) =>
      `${aY(f.named.seat)} se ${tu(f.named.seat, "te", "le")} avisó hace un momento: avisa otra vez en ${f.wait} s`,
    names_not_four: () => "names es una lista de cuatro entradas, cada una un nombre o null",
    name_not_here: (f) =>
      `el puesto ${f.seat} no se juega en este aparato: lo nombra su jugador al ocuparlo`,
    server_failed: () => "el servidor no pudo atender esta petición; no se cambió nada",
    unknown_host: (f) => `este servidor no responde al nombre ${quote(f.host)}`,
  },
  matchGone: "Esta partida ya no está aquí (¿se borró en otra pestaña?).",
  seatMoved: "Tu puesto se mudó a otro aparato.",
  seatReleased: "Quien abrió la mesa liberó tu puesto: ahora solo miras.",
  seatsReleased: (seats) =>
    `Quien abrió la mesa liberó ${form(seats.length, "el puesto", "los puestos")} ${list.format(seats.map(String))}.`,
  stale:
    "La mesa cambió mientras tanto, así que eso no se hizo: aquí está la mesa como está ahora.",
  noAnswer: "El servidor no contestó: revisa tu conexión y prueba otra vez.",
  noConnection: "No hay conexión: revisa que este aparato tenga internet y prueba otra vez.",
  moveOffline: "No hay conexión: tu jugada se enviará cuando vuelvas a tener internet.",
  moveWaiting: "Se perdió la conexión: tu jugada se enviará en cuanto vuelva.",
  // a language chosen whose words could not be fetched (offline): the page stays in this one
  languageUnreachable: (name) => `No se pudo cargar ${name}: revisa tu conexión y prueba otra vez.`,
  seatHint: (s) => `compañero del puesto ${partnerOf(s)}`,
  levels: { random: "Fácil", basic: "Medio", strong: "Difícil" },
  firstVisitTitle: "¡Bienvenido! ¿Qué tal juegas?",
  firstVisitText:
    "La computadora juega los otros puestos. Escoge con qué fuerza; puedes cambiarlo cuando quieras.",
  levelAbout: {
    random: "Nuevo en el dominó: la computadora juega cualquier ficha que entre.",
    basic: "Conoces el juego: la computadora sigue buenas costumbres.",
    strong: "Juegas para ganar: la computadora lee la mesa y juega lo mejor que puede.",
  },
  levelChosen: (name) => `Nivel: ${name}. Puedes cambiarlo abajo o en Ajustes.`,
  savedScore: (sides, s) => sides.map((x, i) => `${savedSide(x)} ${s[i]}`).join(", "),
  wonBy: (w) =>
    w.role === "us" ? "ganamos" : w.role === "them" ? "ganaron ellos" : `ganó ${sideName(w)}`,
  replayWinner: (w) =>
    w === null
      ? "Se jugaron todos los repartos del registro: la partida termina aquí."
      : `${capital(sideName(w))} gana la partida.`,
  seatTeam: (p, q) => `${Puesto(p)} · en pareja con ${el(q)}`,
  fairDeal: "Reparto limpio ✓ — cómo comprobarlo",
  fairDealHelp:
    "Nadie, ni siquiera el servidor, puede cambiar las fichas una vez repartida la mano: así lo puede comprobar cualquiera.",
  seedLabel: "Semilla de los repartos",
  seedReplays:
    "La misma semilla vuelve a repartir las mismas manos: empieza una partida nueva con ella para repetirlas.",
  teamScore: (side, n) =>
    side.players
      ? `${capital(members(side))}: ${n}`
      : side.role
        ? `${sideTag(side)} (puestos ${sidePair(side)}): ${n}`
        : `${sideTag(side)}: ${n}`,
  scoreJoin: " — ",
  noFit: (tile, n) => `${tile} no entra por la punta del ${n}: no tiene ${n}.`,
  dominoBy: (p, w) =>
    `¡Dominó! ${tu(p, "Te pegaste", `${ElM(p)} se pegó`)}: ${sideName(w)} gana la mano.`,
  blockBy: {
    totals: (w, wp, lp) =>
      `Tranque: ${sideName(w)} tiene ${count(wp, "punto", "puntos")} contra ${lp}.`,
    lowest: (w, wp, lp) =>
      `Tranque: la mano más liviana de ${sideName(w)} tiene ${count(wp, "punto", "puntos")} contra ${lp}.`,
  },
  scoreChange: (sides, before, after) =>
    `Tanteo — ${scored(sides[0])}: ${after[0]}, ${scored(sides[1])}: ${after[1]} (antes ${score(before)})`,
  scoreNow: (sides, after) =>
    `Tanteo — ${scored(sides[0])}: ${after[0]}, ${scored(sides[1])}: ${after[1]}.`,
  handOutcome: (side) => (side.role === "us" ? "¡Ganaste la mano!" : "Perdiste la mano."),
  matchWinner: (w) =>
    w === null
      ? "Se jugaron todos los repartos del registro: la partida termina aquí."
      : w.role === "us"
        ? "¡Ganaste la partida!"
        : w.role === "them"
          ? "Perdiste la partida."
          : `${capital(sideName(w))} gana la partida.`,
  pausedSign:
    "La computadora espera mientras esto está abierto; los jugadores pueden seguir jugando.",
  computerWaitsAnswer: "La computadora espera a que se responda la petición.",
  computerWaitsShort: "La computadora espera.",
  computerWaits: (who, you, mate) =>
    you
      ? "La computadora espera: tienes abiertas las reglas o las jugadas."
      : `La computadora espera: ${mate ? "tu compañero" : who} tiene abiertas las reglas o las jugadas.`,
  yourTurnTitle: (app) => `● Te toca · ${app}`,
  yourTurnBody: "La mesa te está esperando.",
  nudge: (p) => `Avisar ${alM(p)}`,
  nudgeSent: (p) => `${ElM(p)} ya recibió tu aviso.`,
  nudgedBy: (who, mate) => `${mate ? "Tu compañero" : who} te avisa: la mesa te está esperando.`,
  atReveal: (p) => `Esperando ${alM(p)}, que sigue mirando el final de la mano.`,
  waitsForYou: "La mesa te está esperando: te toca jugar.",
  takenOver:
    "Quien abrió la mesa dejó que la computadora juegue tu puesto por ahora; tus fichas vuelven cuando lo recuperes.",
  takenOverAway:
    "Como te fuiste, la computadora juega tu puesto por ahora; tus fichas vuelven cuando lo recuperes.",
  takeBack: "Recuperar mi puesto",
  movedOn: "Esta mesa ya había pasado a una partida nueva: aquí la tienes.",
  theHost: "Quien abrió la mesa",
};
