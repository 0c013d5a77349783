// Every word the client shows or says, in French as Haitian players speak it at the table
// (docs/glossary-fr.md): the same keys as en.js.

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
const lesBouts = ([a, b]) => (a === b ? `le ${a} aux deux bouts` : `les bouts ${a} et ${b}`);
const pct = percent("fr");
const count = counter("fr"); // French counts 0 and 1 in the singular: 0 point, 1 point, 2 points
const form = former("fr");
const list = new Intl.ListFormat("fr", { type: "conjunction" });
const either = new Intl.ListFormat("fr", { type: "disjunction" });
const doing = { accept: "d’accepter", choose: "de choisir", play: "de jouer" };
const side = { left: "gauche", right: "droit" };

// A team from the viewer's side (teams.js): {team, role: "us" | "them" | null, seats, names,
// players, computers}; without a side, in a sentence by its players where the score names it so
// (`formee`: "l’équipe formée par Ana et la place 3", as the score's "Ana et la place 3").
const sidePair = (side) => `${side.seats[0]} et ${side.seats[1]}`;
const sideTag = (side) =>
  side.role === "us"
    ? "Nous"
    : side.role === "them"
      ? "Eux"
      : side.names
        ? `${side.names[0]} et ${side.names[1]}`
        : `Places ${sidePair(side)}`;
const sideName = (side) =>
  side.role === "us"
    ? "votre équipe"
    : side.role === "them"
      ? "l’équipe adverse"
      : side.players
        ? formee(side)
        : `l’équipe des places ${sidePair(side)}`;
// a team in the facts of a saved match: "nous 2", "places 1 et 3 : 2"
const savedSide = (side) =>
  side.role === "us"
    ? "nous"
    : side.role === "them"
      ? "eux"
      : `${side.names ? side.names.join(" et ") : `places ${sidePair(side)}`} :`;
// A team the score names by its players (teams.js `players`, where the table's players have
// names): "Vous et Ana : 2", "Luis et l’ordinateur : 0"; this device's seat (`you`) first, named or not.
const member = (p) =>
  p.you
    ? "vous"
    : (p.name ??
      (p.computer ? "l’ordinateur" : p.mate ? "votre partenaire" : `la place ${p.seat}`));
const members = (side) =>
  side.computers ? "les ordinateurs" : side.players.map(member).join(" et ");
const formee = (side) =>
  side.computers ? "l’équipe des ordinateurs" : `l’équipe formée par ${members(side)}`;
const sideOf = (t) => sideName({ role: null, seats: seatsOf(t) });
const capital = capitalIn("fr");
// a team in the score at the end of a hand and in the score sheet: as the score bar names it
// (`teamScore`), by its players where the table's have names, else its tag
const scored = (side) => (side.players ? capital(members(side)) : sideTag(side));
// A seat as a sentence names it (teams.js, `sides().seat`): {seat, name}, the name its player
// gave or null: *Ana* or *la place 2*, *à Ana* or *à la place 2*, *d’Ana* or *de la place 2*.
const la = (p) => p.name ?? `la place ${p.seat}`;
const La = (p) => p.name ?? `La place ${p.seat}`;
const to = (p) => `à ${la(p)}`;
/** A seat as the status line names it: your partner (`mate`) without a name is *votre
 * partenaire*. */
const LaMate = (p, mate) => (mate && !p.name ? "Votre partenaire" : La(p));
const toMate = (p, mate) => (mate && !p.name ? "à votre partenaire" : to(p));
// A seat as the table's sentences name it on a device holding one seat (teams.js `sides`): its
// partner's (`p.mate`) *votre partenaire*, where its player gave no name; its own (`p.you`),
// named or not, *vous* (`vous(p, you, other)` picks those words or the others).
const LaM = (p) => LaMate(p, p.mate);
const laM = (p) => (p.mate ? "votre partenaire" : la(p));
const vous = (p, you, other) => (p.you ? you : other);
/** For a seat the computer plays: *Pour vous*, *Pour votre partenaire*, *Pour Ana*, *Pour la
 * place 2*. */
const pour = (p) => (p.you ? "Pour vous" : `Pour ${laM(p)}`);
const of = (p) =>
  !p.name
    ? `de la place ${p.seat}`
    : /^[aeiouyhàâéèêëîïôöûü]/i.test(p.name)
      ? `d’${p.name}`
      : `de ${p.name}`;
/** "de" before a player's name as the page has it (`whoIs`), elided before a vowel: *d’Ana*. */
const deWho = (who) => (/^[aeiouyhàâéèêëîïôöûü]/i.test(who) ? `d’${who}` : `de ${who}`);
const ofM = (p) => (p.mate ? "de votre partenaire" : of(p));
const place = (p) => p.name ?? `place ${p.seat}`;
const Place = (p) => p.name ?? `Place ${p.seat}`;
/** A seat in a list (the score sheet, the dominos left): *vous*, *votre partenaire*, else `place`. */
const placeM = (p) => (p.you ? "vous" : p.mate ? "votre partenaire" : place(p));
// A seat a refusal names (`f.named`, api.js): this device's own *vous*, named or not, its
// partner's *votre partenaire* where unnamed (`laV`; `aV`: *à vous*, *à Ana*); `laPlace`, the
// seat itself: *votre place*, *la place d’Ana*, *la place 2*.
const laV = (p) => (p.you ? "vous" : laM(p));
const aV = (p) => (p.you ? "à vous" : p.mate ? "à votre partenaire" : to(p));
const laPlace = (p) =>
  p.you
    ? "votre place"
    : p.mate
      ? "la place de votre partenaire"
      : p.name
        ? `la place ${of(p)}`
        : `la place ${p.seat}`;
// A seat a hint's reasons name: an opponent by name, else by where it sits from the player
// (`p.at`), else by number; the partner *votre partenaire* (*, Ana,*).
const rival = (p) =>
  p.name ??
  (p.at === "left"
    ? "le joueur à votre gauche"
    : p.at === "right"
      ? "le joueur à votre droite"
      : la(p));
const partnerV = (p) => (p.name ? `votre partenaire, ${p.name},` : "votre partenaire");
// A Haiti choice of seat `p` a redo made again, after the words that say who made it so
// (`said.redoneAccept`, `said.agreedRedoneAccept`...): a deal accepted, a redeal, who opens (`o`)
const accepteEncore = (p) =>
  `${vous(p, "vous acceptez", `${laM(p)} accepte`)} de nouveau la donne.`;
const rebatEncore = (p) =>
  `${vous(p, "vous demandez", `${laM(p)} demande`)} de nouveau à rebattre ; la nouvelle donne revient.`;
const ouvreEncore = (p, o) =>
  p.seat === o.seat
    ? `${vous(p, "vous choisissez", `${laM(p)} choisit`)} de nouveau d’ouvrir.`
    : p.you
      ? `vous demandez de nouveau ${toMate(o, o.mate)} d’ouvrir.`
      : o.you
        ? `${laM(p)} vous demande de nouveau d’ouvrir.`
        : `${laM(p)} demande de nouveau ${to(o)} d’ouvrir.`;
/** A domino someone played, as the one who asks (`p`) to take it back says it: *son 6-4* (the
 * asker's own), *votre 6-4*, *le 6-4 d’Ana*, *le 6-4 de votre partenaire*, *le 6-4 de la place
 * 2*. */
const sonDomino = (p, mover, tile) =>
  mover.seat === p.seat ? `son ${tile}` : leDomino(mover, tile);
/** The same domino as the player of this device says it: *votre 6-4*, *le 6-4 d’Ana*... */
const leDomino = (mover, tile) => (mover.you ? `votre ${tile}` : `le ${tile} ${ofM(mover)}`);
/** The seats a request waits for: by name where one has a name, else *de la place 2*. */
const enAttente = (ps) =>
  ps.some((p) => p.name || p.mate)
    ? list.format(ps.map((p) => (p.mate ? "de votre partenaire" : of(p))))
    : `${form(ps.length, "de la place", "des places")} ${list.format(ps.map((p) => String(p.seat)))}`;
/** The match a new match stops, at its score, and where it is kept. */
const sArrete = (sides, score) =>
  `La partie en cours s’arrête là (${scored(sides[0])} : ${score[0]}, ${scored(sides[1])} : ${score[1]}) et reste dans Vos parties, où vous pourrez la revoir.`;

export const fr = {
  lang: "fr",
  locale: "fr",
  months: [],
  appTitle: "Doble Seis",
  tagline: "Dominos en équipes de la Caraïbe",

  // start screen
  startHeading: "Nouvelle partie",
  game: "Jeu",
  // each game's words in one block, as in en.js
  games: {
    chiva: {
      title: "Chiva (Porto Rico)",
      about:
        "Les partenaires sont face à face et posent tour à tour un domino qui correspond à un bout de la chaîne ; une équipe gagne la manche quand l’un des siens pose son dernier domino ou, si le jeu est bloqué, quand ses deux mains comptent moins de points. Une manche gagnée ne compte que si l’autre équipe est à 0, sinon les deux scores reviennent à 0 : la première équipe à 4–0 gagne la partie.",
      toWin: "Les premiers à 4–0 gagnent",
      scoring: (w) => `${capital(sideName(w))} ajoute 1 à sa série.`,
      cheers: {
        match: {
          title: (won) => (won === false ? "Chiva pour l’équipe adverse" : "Chiva !"),
          text: (w, final) =>
            w.role === "us"
              ? `${final} : une chiva pour vous et votre partenaire !`
              : `${final} : ${sideName(w)} gagne la partie par une chiva.`,
        },
      },
      rules: [
        {
          title: "Les dominos et les places",
          items: [
            "Un jeu double-six : 28 dominos, tous donnés, 7 à chacun des quatre joueurs. Personne ne" +
              " pioche jamais.",
            "Les partenaires sont assis face à face : les places 1 et 3 (équipe 13) jouent contre " +
              "les places 2 et 4 (équipe 24). On joue dans l’ordre 1, 2, 3, 4.",
          ],
        },
        {
          title: "Jouer une manche",
          items: [
            "La première manche de la partie, et la manche après une égalité, s’ouvrent avec le " +
              "double-six (6-6) : celui qui l’a doit le poser.",
            "Sinon, celui qui a fini la manche précédente ouvre avec le domino de son choix ; après " +
              "un blocage, c’est le plus léger (le moins de points) de l’équipe qui a gagné le blocage" +
              " qui ouvre, la place la plus basse en cas d’égalité. L’ouverture ne passe jamais au " +
              "partenaire.",
            "Posez un domino dont un numéro est celui d’un bout ouvert de la chaîne. Un double se " +
              "pose en travers ; la chaîne ne se ramifie jamais.",
            "Si vous pouvez jouer, vous devez jouer. Sinon vous passez, et tout le monde sait que " +
              "vous n’avez aucun des deux numéros des bouts.",
          ],
        },
        {
          title: "Comment finit une manche",
          items: [
            "Domino : un joueur pose son dernier domino ; son équipe gagne la manche.",
            "Blocage (le jeu est bloqué) : personne ne peut jouer. Chaque équipe additionne les " +
              "points de ses deux joueurs ; le total le plus bas gagne. Des totaux égaux font une " +
              "égalité : rien ne change.",
            "Si le dernier domino bloque aussi le jeu, il compte comme un domino.",
          ],
        },
        {
          title: "Le score : la série",
          items: [
            "Seules les manches gagnées comptent, jamais les points, les doubles ni un dernier " +
              "domino spécial.",
            "Si l’équipe perdante a 0, les gagnants ajoutent 1 à leur série.",
            "Si l’équipe perdante avait une série, les deux scores reviennent à 0 et les gagnants " +
              "n’ont rien pour cette manche.",
            "Une égalité ne change rien. La première équipe à 4–0 gagne la partie.",
            "En Chiva, cinq doubles ou plus n’annulent jamais une manche.",
          ],
        },
      ],
    },
    haiti: {
      title: "Haïti (Dékabès)",
      about:
        "Le même jeu par équipes, mais chacun accepte d’abord la donne (avec cinq doubles ou plus, on peut demander une nouvelle donne), et un blocage va à l’équipe qui a la main la plus légère. Une manche gagnée vaut 1 point, une égalité fait compter double la suivante, finir avec un domino qui va aux deux bouts (un Dékabès) vaut double, et la première équipe à 4 points gagne.",
      toWin: "Les premiers à 4 points gagnent",
      scoring: (w, pts) => `${capital(sideName(w))} marque ${count(pts, "point", "points")}.`,
      cheers: {
        match: {
          title: (won) =>
            won === true ? "Victoire !" : won === false ? "Partie perdue" : "Fin de la partie",
          text: (w, final) =>
            w.role === "us"
              ? `Vous et votre partenaire gagnez la partie, ${final} !`
              : `${capital(sideName(w))} gagne la partie, ${final}.`,
        },
        dekabes: {
          title: (won) => (won === false ? "Dékabès de l’équipe adverse" : "Dékabès !"),
          text: (p, w, pts) =>
            `${vous(p, "Vous avez fini", `${LaM(p)} a fini`)} avec un domino qui va aux deux bouts : ${count(pts, "point", "points")} pour ${sideName(w)}.`,
        },
      },
      rules: [
        {
          title: "Les dominos et les places",
          items: [
            "Un jeu double-six : 28 dominos, 7 à chacun des quatre joueurs. Personne ne pioche jamais.",
            "Les partenaires sont assis face à face : les places 1 et 3 (équipe 13) jouent contre " +
              "les places 2 et 4 (équipe 24). On joue dans l’ordre 1, 2, 3, 4.",
          ],
        },
        {
          title: "La donne",
          items: [
            "Après chaque donne, chaque joueur regarde ses dominos en privé et les accepte.",
            "Un joueur qui a cinq doubles ou plus peut à la place demander à rebattre : les 28 " +
              "dominos sont mélangés et redonnés. C’est un droit, jamais automatique. L’ordinateur " +
              "l’utilise toujours.",
          ],
        },
        {
          title: "Qui ouvre",
          items: [
            "La première manche de la partie s’ouvre avec le double-six (6-6), posé par celui qui l’a.",
            "Après une victoire, l’équipe gagnante choisit lequel de ses deux joueurs ouvre, avec le" +
              " domino de son choix. Le choix revient à son joueur qui a le moins de points en main, " +
              "la place la plus basse en cas d’égalité, qui ne voit que ses propres dominos. Après un " +
              "domino, c’est celui qui a fini, sauf si son partenaire n’a plus que le 0-0 : tous deux " +
              "ont 0 point, donc la place la plus basse choisit.",
            "Après une égalité, l’équipe qui a ouvert la manche nulle choisit encore ; c’est le " +
              "joueur qui l’a ouverte qui décide.",
          ],
        },
        {
          title: "Jouer une manche",
          items: [
            "Posez un domino dont un numéro est celui d’un bout ouvert de la chaîne. Un double se " +
              "pose en travers ; la chaîne ne se ramifie jamais.",
            "Si vous pouvez jouer, vous devez jouer. Sinon vous passez, et tout le monde sait que " +
              "vous n’avez aucun des deux numéros des bouts.",
            "Domino : un joueur pose son dernier domino ; son équipe gagne la manche.",
            "Bloqué : personne ne peut jouer. On compare la main la plus légère de chaque équipe (le" +
              " total des partenaires ne compte pas) ; la plus basse gagne. À égalité, c’est une " +
              "égalité.",
          ],
        },
        {
          title: "Le score",
          items: [
            "Un domino ou un blocage gagné rapporte la base : 1 point, ou 2 après une égalité.",
            "Dékabès : finir avec un domino qui n’est pas un double et qui serait allé aux deux " +
              "bouts ouverts (les bouts égaux comptent aussi). Il compte double : 2 points, ou 4 après" +
              " une égalité.",
            "Une égalité garde les deux scores et fait compter double la victoire suivante (jamais " +
              "plus que double).",
            "Les gagnants ajoutent leurs points ; seule l’équipe perdante retombe à 0.",
            "La partie finit dès qu’une équipe a 4 points ou plus.",
          ],
        },
      ],
    },
  },
  // the rules panel's last section, the same for every game
  atTable: {
    title: "À cette table",
    items: [
      "Choisir un domino ou demander un conseil ne fait que montrer un coup ; rien n’est joué " +
        "avant que vous le confirmiez.",
      "L’ordinateur et les conseils ne connaissent que leurs propres dominos et ce que tout le " +
        "monde a vu.",
      "Tant que les règles ou le journal sont ouverts, l’ordinateur attend.",
      "Défaire revient à votre décision précédente, avec les réponses de l’ordinateur " +
        "depuis ; Refaire remet exactement les mêmes coups.",
      "Rejouer la manche reprend la même donne avec le score d’avant la manche.",
      "Les quatre mains ne sont montrées qu’à la fin de la manche. Pas de chrono, pas de mise.",
    ],
  },
  seatsHeading: "Qui s’assoit où",
  seatLabel: (s) => `Place ${s}`,
  human: "Joueur",
  computer: "Ordinateur",
  level: "Niveau de l’ordinateur",
  seed: "Graine (facultative)",
  seedHelp:
    "Laissez vide pour une donne au hasard (sa graine est affichée à la fin de la partie). La " +
    "même graine redonne les mêmes donnes.",
  startButton: "Commencer",
  seedInvalid: "Une graine est un nombre entier de 0 à 340282366920938463463374607431768211455.",

  // playing with friends, each on their own device (start screen, the table's panel)
  friendsHeading: "Jouer avec des amis",
  friendsHelp:
    "Chaque ami joue sur son propre téléphone ou ordinateur : invitez-les par un lien, un code " +
    "ou un code QR.",
  seatKinds: { here: "Ici, sur cet appareil", invited: "Un ami (invité)", computer: "Ordinateur" },
  hintsAllowed: "Conseils permis à la table",
  createTable: "Créer la table",
  friendsSeed: "Graine des donnes (facultative)",
  friendsNeedInvited:
    "Invitez au moins un ami, ou commencez plus haut une partie sur cet appareil.",
  joinHeading: "Rejoindre une table",
  joinHelp: "Tapez le code qu’un ami vous lit, ou ouvrez le lien qu’il vous a envoyé.",
  codeLabel: "Code",
  findTable: "Trouver la table",
  codeInvalid: "Un code a 8 lettres et chiffres, comme K7QM-4PXR.",
  joinTitle: (game) => `Rejoindre une table : ${game}`,
  joinFree:
    "Choisissez une place libre. Votre nom est facultatif : les autres le voient à côté de votre" +
    " place.",
  joinNone:
    "Toutes les places sont prises. Vous pouvez regarder ; si l’hôte libère une place, vous " +
    "pourrez la prendre ici.",
  nameLabel: "Votre nom (facultatif)",
  nameAtSeat: (s) => `Nom de la personne à la place ${s} (facultatif)`,
  takeSeat: (s) => `Prendre la place ${s}`,
  watchTable: "Juste regarder",
  takeFreeHeading: "Une place est libre",
  inviteHeading: "Invitez vos amis",
  inviteHelp:
    "Envoyez-leur le lien, montrez-leur le code QR ou lisez-leur le code : ils ouvrent Doble " +
    "Seis et le tapent.",
  inviteCode: "Code : ",
  inviteLink: "Lien",
  inviteQr: (code) => `Code QR du lien d’invitation (code ${code})`,
  copyLink: "Copier le lien",
  linkCopied: "Lien copié.",
  codeSpoken: (code) => code.split("").join(" "),
  tableButton: "Table",
  tableTitle: "Qui est à la table",
  waitingHost: "En attente de l’hôte pour commencer la partie.",
  lobbyHeading: (game) => `${game} : la table se prépare`,
  seatsFree: (n) =>
    `${count(n, "place", "places")} ${form(n, "est encore libre", "sont encore libres")}.`,
  startTable: "Commencer la partie",
  startFill: "Commencer, l’ordinateur jouant les places libres",
  partners: (us, them) => {
    const who = (w) =>
      w.you
        ? "vous"
        : w.name ||
          (w.computer ? "l’ordinateur" : w.free ? "un ami encore attendu" : `la place ${w.seat}`);
    const duo = ([a, b]) =>
      a.computer && b.computer
        ? "deux ordinateurs"
        : a.free && b.free
          ? "deux amis encore attendus"
          : list.format([who(a), who(b)]);
    const verb = us.some((w) => w.you) ? "jouez" : "jouent";
    return `${capital(duo(us))} ${verb} ensemble contre ${duo(them)}.`;
  },
  deleteTable: "Supprimer la table",
  confirmDeleteTableTitle: "Supprimer cette table ?",
  confirmDeleteTableText: "La partie est supprimée pour tous ceux de la table, définitivement.",
  releaseSeat: "Libérer la place",
  toComputer: "Laisser jouer l’ordinateur",
  giveBack: "Rendre la place",
  hintsOn: "Les conseils sont permis à cette table.",
  hintsOffNote: "Les conseils ne sont pas permis à cette table.",
  allowHints: "Permettre les conseils",
  forbidHints: "Désactiver les conseils",
  seatWho: (s, name) => (name ? `${name}, place ${s}` : `Place ${s}`),
  seatState: {
    free: "libre : en attente d’un ami",
    here: "sur cet appareil",
    yours: "vous",
    connected: "connecté",
    away: "absent",
    awayWaits: "absent : la table attend",
    computer: "l’ordinateur joue",
  },
  pausedBy: (panel) => (panel === "rules" ? "lit les règles" : "lit le journal"),
  rejoinButton: "Jouer ma place sur un autre appareil",
  rejoinHelp:
    "Ouvrez ce lien sur l’autre appareil : votre place y passe, et cet appareil ne la joue plus." +
    " Gardez-le pour vous.",
  rejoinLabel: (s) => `Lien pour revenir à la place ${s}`,
  copyRejoin: "Copier le lien pour revenir",
  rejoinCopied: "Lien pour revenir copié.",
  reconnecting: "Connexion perdue : reconnexion…",
  offerKinds: {
    undo: "de défaire le dernier coup",
    redo: "de refaire le coup défait",
    restart: "de rejouer la manche",
    new_match: "de commencer une nouvelle partie",
  },
  offerBy: (kind, p) => `${LaM(p)} demande ${fr.offerKinds[kind]}.`,
  offerUndo: (p, mover, tile) => `${LaM(p)} demande de reprendre ${sonDomino(p, mover, tile)}.`,
  offerUndoMove: (p, what) => `${LaM(p)} demande de reprendre ce coup : ${what}`,
  offerRedo: (p, mover, tile) =>
    mover.seat === p.seat
      ? `${LaM(p)} demande à reposer son ${tile}.`
      : `${LaM(p)} demande que ${leDomino(mover, tile)} soit reposé.`,
  offerRedoMove: (p, what) => `${LaM(p)} demande de refaire ce coup : ${what}`,
  offerRestart: (p, n) =>
    `${LaM(p)} demande de rejouer la manche ${n}, celle qui se joue en ce moment.`,
  offerNewMatch: (p, sides, score) =>
    `${LaM(p)} demande de commencer une nouvelle partie. ${sArrete(sides, score)}`,
  offerMine: (kind, ps) =>
    `Vous avez demandé ${fr.offerKinds[kind]} : en attente ${enAttente(ps)}.`,
  offerMineUndo: (mover, tile, ps) =>
    `Vous avez demandé de reprendre ${leDomino(mover, tile)} : en attente ${enAttente(ps)}.`,
  offerMineUndoMove: (what, ps) =>
    `Vous avez demandé de reprendre ce coup : ${what} En attente ${enAttente(ps)}.`,
  offerMineRedo: (mover, tile, ps) =>
    mover.you
      ? `Vous avez demandé à reposer votre ${tile} : en attente ${enAttente(ps)}.`
      : `Vous avez demandé que ${leDomino(mover, tile)} soit reposé : en attente ${enAttente(ps)}.`,
  offerMineRedoMove: (what, ps) =>
    `Vous avez demandé de refaire ce coup : ${what} En attente ${enAttente(ps)}.`,
  offerMineRestart: (n, ps) =>
    `Vous avez demandé de rejouer la manche ${n}, celle qui se joue en ce moment : en attente ${enAttente(ps)}.`,
  offerMineNewMatch: (sides, score, ps) =>
    `Vous avez demandé de commencer une nouvelle partie : en attente ${enAttente(ps)}. ${sArrete(sides, score)}`,
  requestBar: "Demande",
  tableNewsBar: "Nouvelles de la table",
  acceptOffer: "Accepter",
  refuseOffer: "Refuser",
  withdrawOffer: "Retirer la demande",
  offerWithdrawn: (kind, p) => `${LaM(p)} a retiré sa demande ${fr.offerKinds[kind]}.`,
  offerYouWithdrew: (kind) => `Vous avez retiré votre demande ${fr.offerKinds[kind]}.`,
  offerRefused: (kind, p) => `${LaM(p)} a refusé ${fr.offerKinds[kind]}.`,
  offerYouRefused: (kind) => `Vous avez refusé ${fr.offerKinds[kind]}.`,
  offerAgreed: (kind) => `Tout le monde a accepté ${fr.offerKinds[kind]}.`,
  offerLapsed: (kind) =>
    `Tout le monde a accepté ${fr.offerKinds[kind]}, mais quelqu’un a joué entre-temps : rien n’a été fait.`,
  offerJoined: (kind) => `Vous avez accepté ${fr.offerKinds[kind]} : en attente des autres.`,
  offerAcceptedBy: (ps, waits) =>
    `${capital(list.format(ps.map(laM)))} ${form(ps.length, "a", "ont")} accepté : en attente ${enAttente(waits)}.`,
  leaveTable: "Quitter la table",

  // jouer avec n’importe qui : le joueur de cet appareil, « Jouer maintenant », les tables publiques
  anyone: {
    heading: "Jouer maintenant",
    help: "Asseyez-vous tout de suite avec d’autres joueurs. À la fin du compte à rebours, des ordinateurs prennent les places encore libres.",
    playGame: (game) => `Jouer à ${game}`,
    withFriend: "Avec un ami comme partenaire (vous recevez un code à lui lire)",
    tablesButton: "Tables publiques",
    pairSummary: "Un ami vous a donné un code ?",
    pairHeading: "Jouer en partenaire de votre ami",
    pairHelp: "Tapez le code que votre ami vous lit.",
    joinFriend: "Rejoindre mon ami",
    noProfile: "Choisissez un nom et une image : les autres joueurs les voient.",
    makeProfile: "Choisir mon nom",
    editProfile: "Modifier",
    changeProfile: "Modifier mon nom ou mon image",
    moveOpen: "Transférer mon joueur sur un autre appareil",
    profileTitle: "Votre joueur",
    profileHelp: "Les autres joueurs voient ce nom et cette image aux tables publiques.",
    name: "Nom",
    nameHelp: "24 caractères au plus.",
    nameMissing: "Écrivez un nom.",
    avatar: "Image",
    colours: {
      red: "rouge",
      orange: "orange",
      gold: "doré",
      green: "vert",
      teal: "bleu canard",
      blue: "bleu",
      purple: "violet",
      pink: "rose",
    },
    avatarNamed: (a) =>
      Object.hasOwn(fr.anyone.colours, a) ? `Votre initiale sur fond ${fr.anyone.colours[a]}` : a,
    save: "Enregistrer",
    saveAndPlay: "Enregistrer et jouer",
    profileSaved: "Votre joueur est enregistré.",
    moveHeading: "Jouer sous votre nom sur un autre appareil",
    moveHelp:
      "Créez un lien qui transfère votre joueur (nom, image et cote) sur un autre téléphone ou ordinateur.",
    moveButton: "Créer le lien",
    moveLinkHelp:
      "Ouvrez ce lien, ou scannez le code QR, sur l’autre appareil. Il ne sert qu’une fois, et cet appareil ne joue alors plus sous votre nom. Gardez-le pour vous.",
    moveLink: "Lien qui transfère votre joueur",
    moveQr: "Code QR du lien qui transfère votre joueur",
    profileMoved: (name) => `Vous jouez désormais sous le nom ${deWho(name)} sur cet appareil.`,
    profileLinkUsed:
      "Ce lien a déjà servi, ou un plus récent a été créé : créez-en un nouveau sur l’autre appareil.",
    waitingHeading: (game) => `${game} : recherche de joueurs`,
    waitingHelp: (level) =>
      `Les joueurs qui demandent à jouer maintenant s’assoient ici. À la fin du compte à rebours, des ordinateurs (${level}) prennent les places encore libres.`,
    countdown: (n) => `Les ordinateurs s’assoient dans ${count(n, "seconde", "secondes")}.`,
    seatOpen: "libre : en attente d’un joueur",
    keptForPartner: "gardée pour votre ami",
    partnerHere: "votre partenaire",
    partnerOpen: "la place de votre partenaire : en attente d’un joueur",
    pairShow: "Lisez ce code à votre ami :",
    fillNow: "Commencer avec des ordinateurs",
    giveUpSeat: "Libérer ma place",
    leftWaiting: (game) =>
      `Vous avez quitté la table de ${game} : votre place y est de nouveau libre.`,
    leftStarted: (game) =>
      `La partie de ${game} a commencé au moment où vous partiez : elle continue, et l’ordinateur joue à votre place jusqu’à votre retour.`,
    standIn: "absent : l’ordinateur joue à sa place",
    standInYou: "absent : l’ordinateur joue à votre place",
    tablesTitle: "Tables publiques",
    back: "Retour",
    waitingTables: "En attente de joueurs",
    playingTables: "En cours",
    noneWaiting:
      "Aucune table n’attend de joueurs pour l’instant. Ouvrez-en une : les prochains qui veulent jouer s’assoient avec vous.",
    nonePlaying: "Aucune partie publique n’est en cours pour l’instant.",
    loading: "Chargement…",
    kindQuick: "Jouer maintenant",
    kindHost: "Ouverte par un joueur",
    anyLanguage: "toutes langues",
    levelIs: (level) => `ordinateurs : ${level}`,
    sitAt: (seat, partner) =>
      partner
        ? `M’asseoir à la place ${seat}, comme partenaire ${of({ name: partner })}`
        : `M’asseoir à la place ${seat}`,
    watch: "Regarder",
    backToSeat: "Retourner à ma place",
    publish: "Mettre la table dans Tables publiques",
    unpublish: "La retirer de Tables publiques",
    isPublic:
      "Cette table est publique : n’importe qui peut prendre une place libre depuis Tables publiques.",
    leaveTitle: "Quitter la partie ?",
    leaveText:
      "La partie continue sans vous : l’ordinateur jouera bientôt votre place, et le résultat compte quand même pour votre cote. Tables publiques vous ramène à votre place.",
    // asked before another public match while one of this player's is under way
    playingTitle: "Vous avez une partie en cours",
    playingText:
      "Votre partie à une table publique continue sans vous : l’ordinateur joue à votre place pendant votre absence, et le résultat compte quand même pour votre cote. Y retourner, ou la laisser à l’ordinateur et en commencer une autre ?",
    another: "La laisser à l’ordinateur et en commencer une autre",
    // a match being played, in the lobby: each team as {names, computers}
    sides: (a, b) => {
      const crew = ({ names, computers }) =>
        names.length
          ? list.format([...names, ...(computers ? ["l’ordinateur"] : [])])
          : count(computers, "ordinateur", "ordinateurs");
      return `${crew(a)} contre ${crew(b)}`;
    },
  },

  // saved matches and record files (start screen)
  savedHeading: "Vos parties",
  unfinishedHeading: "En cours : reprenez-en une",
  finishedHeading: "Terminées : revoyez-en une",
  noSaved:
    "Pas encore de partie enregistrée : chaque partie est gardée ici pendant que vous jouez.",
  resume: "Reprendre",
  // the start screen's first cards: a match of this device's player under way, how it goes
  // on while they are away (the computer plays their seat, friends wait for them, or it
  // waits on this device), and the way back to it
  underWay: {
    title: (game) => `Votre partie de ${game} est en cours`,
    computer: "L’ordinateur joue à votre place jusqu’à votre retour.",
    friends: "Les autres vous attendent quand c’est à vous de jouer.",
    alone: "Elle vous attend là où vous l’avez laissée.",
    back: "Reprendre la partie",
    // a public table its player left before its match began: nothing is played yet
    waitingTitle: (game) => `Votre table de ${game} n’a pas encore commencé`,
    waiting:
      "Vous avez quitté la table avant le début de la partie, et votre place vous est gardée. Une fois la partie commencée, l’ordinateur joue à votre place jusqu’à votre retour.",
    hostStarts: "La partie commence dès que vous la lancez.",
    hostWaits: "La partie commence dès que l’hôte la lance.",
  },
  replay: "Revoir",
  remove: "Supprimer",
  download: "Télécharger",
  matchName: (title, when) => `${title}, ${when}`,
  seatsText: (seats, names, you) => {
    // a player who gave a name is said by it, this device's one seat (`you`) by "you" if
    // not; the other seats by their numbers
    const named = (i) =>
      seats[i] === "human" ? (names[i] ?? (you === i + 1 ? "vous" : null)) : null;
    const of = (kind) => seats.flatMap((k, i) => (k === kind && !named(i) ? [String(i + 1)] : []));
    const players = seats.flatMap((_, i) => named(i) || []);
    const where = (ns) => `${form(ns.length, "à la place", "aux places")} ${list.format(ns)}`;
    const humans = of("human");
    const computers = of("computer");
    return [
      players.length ? list.format(players) : null,
      humans.length ? `joueur ${where(humans)}` : null,
      computers.length ? `ordinateur ${where(computers)}` : null,
    ]
      .filter(Boolean)
      .join(", ");
  },
  handAt: (n) => `manche ${n}`,
  importedNote: "d’un fichier de partie",
  leftForNew: "arrêtée ici pour une nouvelle partie",
  confirmDeleteTitle: "Supprimer cette partie ?",
  confirmDeleteText:
    "Elle est effacée de cet ordinateur pour de bon. Téléchargez d’abord son fichier pour en " +
    "garder une copie.",
  confirmDeleteYes: "Supprimer la partie",
  deleted: "Partie supprimée.",
  recordSecret:
    "Son fichier pourra être téléchargé à la fin de la partie : la graine a été tirée en secret," +
    " et le fichier dévoilerait toutes les mains.",
  downloaded: "Fichier de partie téléchargé.",
  openHeading: "Ouvrir un fichier de partie",
  openHelp:
    "Le fichier d’une partie (.json) téléchargé depuis Doble Seis. Vous pouvez aussi le déposer " +
    "sur cette page.",
  fileLabel: "Choisir un fichier de partie",
  dropHere: "Déposez le fichier de partie pour l’ouvrir",
  notJson: "Ce fichier n’est pas une partie Doble Seis : ce n’est pas du JSON.",
  tooLarge: "Ce fichier est trop gros pour une partie (plus de 1 Mo).",
  fileSummary: (name, game, n) => `${name} : ${game}, ${count(n, "action", "actions")}`,
  replayFile: "La revoir coup par coup",
  continueFile: "Continuer à jouer là où elle s’arrête",
  continueHeading: "Qui continue à jouer là où elle s’arrête",
  recordOver: "Cette partie est déjà finie : on ne peut que la revoir.",
  cannotOpen: (why) => `${why.charAt(0).toUpperCase()}${why.slice(1)}`,

  // replay
  replayBadge: "Revoir",
  replayTitle: (title) => `On revoit : ${title}`,
  replayNote:
    "Vous revoyez une partie que plus personne ne joue : toutes les mains sont visibles, et rien " +
    "de ce que vous faites ici ne change la partie.",
  stepOf: (k, n) => `Coup ${k} sur ${n}`,
  toStart: "Au début",
  back: "Reculer",
  replayPrevHand: "Manche précédente",
  forward: "Avancer",
  replayNextHand: "Manche suivante",
  toEnd: "À la fin",
  replayKeys:
    "Touches : ← et → reculent ou avancent d’un coup, Pg préc et Pg suiv d’une manche, Début et " +
    "Fin vont au début ou à la fin.",
  leaveReplay: "Quitter",
  replayDeal: "La donne, avant que personne ne joue.",
  replayHolds: (p, tiles) =>
    tiles.length
      ? vous(p, `Vous avez ${tiles.join(", ")}`, `${LaM(p)} a ${tiles.join(", ")}`)
      : vous(p, "Vous n’avez plus rien", `${LaM(p)} n’a plus rien`),
  replayStep: (k, n, text) => `Coup ${k} sur ${n} : ${text}`,
  // verifiable deals
  commitmentShort: (hex) => `Engagement sur la donne ${hex.slice(0, 10)}…`,
  commitmentLabel: "Engagement sur la donne (SHA-256)",
  commitmentHelp:
    "Le SHA-256 du matériau secret de la graine qui a servi à mélanger cette donne. Le matériau " +
    "est montré à la fin de la manche : chacun peut vérifier que la donne était fixée avant le " +
    "début du jeu.",
  copyMaterial: "Copier le matériau de la graine",
  copiedMaterial: "Matériau de la graine copié.",
  copyCommitment: "Copier l’engagement",
  copiedCommitment: "Engagement copié.",
  verifyHeading: "Vérifier la donne",
  seedMaterial: "Matériau de la graine",
  verifyCommand: "Commande",
  copyCommand: "Copier la commande",
  copiedCommand: "Commande copiée.",
  verifyHelp:
    "Lancez-la là où Doble Seis est installé : elle prouve que le mélange était fixé avant le " +
    "jeu, car ce matériau, secret jusqu’ici, donne à la fois l’engagement montré avant la manche" +
    " et exactement ces mains telles qu’elles ont été données.",

  // header and toolbar
  seedShown: (seed) => `Graine ${seed}`,
  seedSecret: "Graine : montrée à la fin de la partie",
  seedSecretHelp:
    "Une graine tirée au hasard dévoilerait toutes les mains : elle reste cachée jusqu’à la fin.",
  copySeed: "Copier la graine",
  copied: "Graine copiée",
  sameSeed: "Rejouer les mêmes donnes",
  sameSeedNamed: (seed) => `Nouvelle partie avec cette graine (${seed})`,
  hint: "Conseil",
  undo: "Défaire",
  redo: "Refaire",
  restart: "Rejouer la manche",
  newMatch: "Nouvelle partie",
  home: "Accueil",
  rules: "Règles",
  log: "Journal",
  close: "Fermer",

  // the settings panel (settings.js): one entry in `prefs` per preference of prefs.js
  settings: "Réglages",
  settingsTitle: "Réglages",
  prefs: {
    lang: { label: "Langue", choices: NAMES },
    pace: {
      label: "Rythme de l’ordinateur",
      help: "La pause avant chaque coup de l’ordinateur, aussi à chaque donne d’Haïti. Avec les animations réduites, l’ordinateur joue aussitôt. À une table entre amis, c’est le rythme de l’hôte.",
      choices: { quick: "Rapide", normal: "Normal", relaxed: "Tranquille" },
    },
    autoPass: {
      label: "Passer automatiquement si aucun domino ne va",
      help: "Quand une place de cet appareil n’a aucun domino qui va, elle passe aussitôt, et c’est annoncé.",
    },
    quickPlay: {
      label: "Un seul toucher pose un domino qui ne va qu’à un endroit",
      help: "Un domino qui ne va qu’à un bout (ou aux deux bouts du même nombre) est posé dès que vous le choisissez. Désactivé : choisissez le domino, puis son bout.",
    },
    sound: {
      label: "Son",
      help: "Un claquement pour chaque domino posé, deux coups sur la table quand on passe, un carillon à la fin de la manche.",
    },
    turnTitle: {
      label: "Votre tour dans le titre de l’onglet",
      help: "À une table entre amis, le titre et l’icône de la page disent quand c’est à vous, même dans un autre onglet.",
    },
    vibrate: {
      label: "Vibrer",
      help: "Sur les téléphones qui le permettent : quand votre tour arrive et quand quelqu’un vous relance.",
    },
    notify: {
      label: "Notifications",
      help: "Une notification quand votre tour arrive pendant que la page est cachée. Le navigateur le demande une fois, quand vous rejoignez ou créez une table entre amis.",
    },
    contrast: {
      label: "Contraste élevé",
      help: "Noir et blanc aux bords nets : les dominos, les bouts et le tour de chacun ressortent.",
    },
    largeTiles: {
      label: "Grands dominos",
      help: "Des dominos plus grands dans votre main et sur la chaîne.",
    },
    level: {
      label: "Niveau de l’ordinateur",
      help: "Pour les nouvelles parties sur cet appareil.",
      choices: {
        null: "Demander à l’écran d’accueil",
        random: "Facile",
        basic: "Moyen",
        strong: "Difficile",
      },
    },
  },
  more: "Plus",
  downloadRecord: "Télécharger la partie",
  confirmNewTitle: "Commencer une nouvelle partie ?",
  confirmNewText:
    "Cette partie est gardée : vous pourrez la reprendre plus tard depuis Vos parties, sur l’écran d’accueil.",
  confirmNewSharedText: (sides, score) =>
    `Toute la table passe à la nouvelle partie dès que les autres joueurs sont d’accord. ${sArrete(sides, score)}`,
  confirmNewYes: "Commencer une nouvelle partie",
  cancel: "Annuler",

  autoPassed: (p, ends) =>
    `Aucun domino ne va sur le ${ends.join(" ni sur le ")} : ${la(p)} a passé automatiquement.`,
  autoPassedYou: (ends) =>
    `Aucun domino ne va sur le ${ends.join(" ni sur le ")} : vous avez passé automatiquement.`,
  undoAskTitle: (s) => `Place ${s}, peut-on défaire votre coup ?`,
  undoAskText: (s, what) =>
    `Défaire reprend le coup de la place ${s} : ${what} Passez l’appareil à la place ${s} pour qu’elle accepte.`,
  undoAskYes: (s) => `La place ${s} accepte : défaire`,
  sheet: "Feuille de marque",
  sheetTitle: "Feuille de marque",
  sheetCaption: (game) => `Feuille de marque de la partie : ${game}`,
  sheetEmpty: "Aucune manche n’est encore finie.",
  sheetHead: {
    hand: "Manche",
    winner: "Gagnant",
    how: "Comment",
    points: "Points",
    score: "Score",
  },
  sheetTeam: (side) => scored(side),
  sheetNobody: "personne",
  sheetHow: {
    domino: (p) => `domino, ${placeM(p)}`,
    dekabes: (p) => `Dékabès, ${placeM(p)}`,
    block: () => "blocage",
    tie: () => "blocage : égalité",
  },
  sheetPoints: { added: (p) => `+${p}`, reset: "série cassée", kept: "—" },
  sheetScore: (s) => `${s[0]}–${s[1]}`,
  sheetScoreOrder: (first) =>
    first.role === "us" ? "nous–eux" : `places ${sidePair(first)} d’abord`,
  sheetAccuracy: {
    title: "Précision",
    seat: (who, a) =>
      a.choices
        ? `${who} : ${pct(a.accuracy)}, ${a.good} ${form(a.good, "bon choix", "bons choix")} sur ${a.choices}`
        : `${who} : aucun choix à faire dans les manches analysées`,
    none: "Aucune manche de cette partie n’a encore été analysée.",
    pending: (hands) =>
      `${form(hands.length, "Pas encore analysée, donc non comptée : la manche", "Pas encore analysées, donc non comptées : les manches")} ${list.format(hands.map(String))}.`,
    review: (n) => `Analyser la manche ${n}`,
  },
  stats: "Statistiques",
  statsHeading: "Vos statistiques",
  statsNone:
    "Aucune partie jouée sur cet appareil pour l’instant : les statistiques viennent de vos parties enregistrées.",
  statsCaption: (game, level) => `${game}, ${level}`,
  statsHead: {
    matches: "Parties jouées",
    won: "Parties gagnées",
    hands: "Manches jouées",
    hands_won: "Manches gagnées",
    chivas: "Chivas (gagnées 4–0)",
    dekabes: "Dékabès",
    best_streak: "Meilleure série (parties gagnées d’affilée)",
    accuracy: "Précision (moyenne par partie)",
  },
  statsAccuracy: (accuracy, pending) => {
    const waiting = `${count(pending, "manche", "manches")} à analyser`;
    if (accuracy === null) return `en attente (${waiting})`;
    return pending ? `${pct(accuracy)} (${waiting})` : pct(accuracy);
  },
  statsAccuracyNote:
    "Précision : la part de vos choix que l’analyse de la manche juge bons, en moyenne par partie. Les manches pas encore analysées sont en attente : elles ne comptent pas.",
  statsLeftOut: (n) => `Non comptées : les tables où cet appareil joue les deux équipes (${n}).`,
  ratings: {
    heading: "Votre cote",
    noProfile:
      "La cote va avec un profil de joueur : créez-en un, puis jouez une partie publique avec d’autres personnes.",
    makeProfile: "Créer mon profil de joueur",
    none: "Pas encore de cote : vous en aurez une après votre première partie publique avec une autre personne.",
    matches: (n) => count(n, "partie classée", "parties classées"),
    chart: (game, n, first, last) =>
      `Votre cote à ${game} sur ${count(n, "partie", "parties")} : de ${first} à ${last}.`,
    recent: "Dernières parties classées",
    board: "Classement",
    game: "Jeu",
    period: "Période",
    periods: { week: "Cette semaine", all: "Depuis toujours" },
    head: { rank: "Rang", player: "Joueur", rating: "Cote", matches: "Parties classées" },
    // the headers a narrow leaderboard (a phone) shows for Rank and Rating; the full ones read aloud
    headShort: { rank: "#", rating: "Cote" },
    youMark: "(vous)",
    provisional: "provisoire",
    provisionalNote:
      "Provisoire (?) : votre cote se stabilise à mesure que vous jouez des parties classées.",
    won: "Gagnée",
    lost: "Perdue",
    // an empty leaderboard: after what `empty` says, the way onto it
    playFirst: "Jouez une partie publique avec d’autres personnes pour y figurer.",
    empty: {
      week: "Personne n’a encore joué de partie classée cette semaine.",
      all: "Personne n’a encore de cote.",
    },
    shown: {
      week: (game) => `Classement de ${game} de la semaine.`,
      all: (game) => `Classement de ${game} de tous les temps.`,
    },
    below: (n) => `Vous n’êtes pas encore dans les ${n} premiers.`,
  },

  // quick reactions at a public table (reactions.js)
  reactions: {
    open: "Réactions",
    title: "Réactions rapides",
    help: "Toute la table la voit près de votre nom pendant quelques secondes.",
    phrases: {
      hello: "Salut !",
      good_luck: "Bonne chance !",
      nice_play: "Joli coup !",
      well_played_partner: "Bien joué, partenaire !",
      oops: "Oups !",
      thanks: "Merci !",
      good_game: "Belle partie !",
      wow: "Waouh !",
    },
    said: (who, phrase) => `${who} dit : ${phrase}`,
    wait: (n) =>
      `Doucement ! Vous pourrez en envoyer une autre dans ${count(n, "seconde", "secondes")}.`,
    players: "Joueurs à la table",
    muteHelp:
      "Mettez un joueur en sourdine : ses réactions ne s’afficheront plus sur vos appareils.",
    mute: (who) => `Mettre ${who} en sourdine`,
    unmute: (who) => `Réactiver ${who}`,
    plateMute: (who) => `Mettre les réactions ${deWho(who)} en sourdine`,
    plateUnmute: (who) => `Revoir les réactions ${deWho(who)}`,
    mutedNow: (who) => `En sourdine : vous ne verrez plus les réactions ${deWho(who)}.`,
    unmutedNow: (who) => `Vous reverrez les réactions ${deWho(who)}.`,
  },

  // table
  seatCaption: (p, you, partner) =>
    you
      ? `Vous, place ${p.seat}`
      : partner
        ? p.name
          ? `${p.name}, votre partenaire`
          : `Partenaire, place ${p.seat}`
        : p.name
          ? `${p.name}, place\u00a0${p.seat}` // the seat and its number on one line
          : `Place ${p.seat}`,
  seatKind: { human: "joueur", computer: "ordinateur" },
  tilesLeft: (n) => count(n, "domino", "dominos"),
  yourTiles: "Vos dominos",
  lineLabel: "La chaîne de jeu",
  emptyLine: "La chaîne est vide",
  endLabel: (side, n) => `Bout ${side === "left" ? "gauche" : "droit"}, ${n}`,
  openHere: "Ouvrir ici",
  pass: "Passer",
  lastPlayed: (tile) => `a posé ${tile}`,
  lastPassed: "a passé",
  yourTurnFlag: "À vous !",
  thinkingFlag: "réfléchit…",
  sendingFlag: "envoi…",
  sendingStatus: "Envoi de votre coup…",
  waitingFlag: "attend",
  // the status line: `mate`, the seat is your partner's (named as its plate names it unless its
  // player gave a name)
  turnOf: (p, you, mate) => (you ? "À vous de jouer" : `${capital(toMate(p, mate))} de jouer`),
  acceptOf: (p, you, mate) =>
    you ? "Regardez vos dominos et acceptez la donne" : `${LaMate(p, mate)} regarde la donne`,
  chooseOf: (p, you, mate) => (you ? "Qui ouvre ?" : `${LaMate(p, mate)} choisit qui ouvre`),
  thinking: (p, mate) => `${LaMate(p, mate)} réfléchit…`,
  mustPass: "Aucun domino ne va : vous devez passer.",
  forcedOpen: "Double-six obligatoire : celui qui a le 6-6 ouvre avec.",
  freeLeadYou: "Vous ouvrez : posez le domino de votre choix.",
  selectHelp: "Choisissez un domino, puis un bout (ou faites glisser le domino sur un bout).",
  quickPlayHelp: "Choisissez un domino pour le poser (puis un bout, s’il va aux deux).",
  cannotPlay: (tile) => `${tile} ne va pas maintenant`,
  notYourTurn: "Attendez votre tour.",
  hand: (n) => `Manche ${n}`,
  scoreAria: (text) => `Score : ${text}`,
  doubleNext: "La prochaine victoire compte double",

  // Haiti deal acceptance and choice of opener
  accept: "J’accepte",
  requestRedeal: "Demander à rebattre",
  redealRight: (n) =>
    `Vous avez ${count(n, "double", "doubles")} : vous pouvez demander à rebattre.`,
  redealAnnounced: (p) =>
    `${vous(p, "Vous demandez", `${LaM(p)} demande`)} à rebattre : les 28 dominos sont redonnés.`,
  whoOpens: "Qui ouvre : vous ou votre partenaire ? Vous seul voyez vos dominos.",
  openMeName: (s) => `Moi (place ${s})`,
  openPartnerName: (p) =>
    p.name ? `${p.name} (place ${p.seat})` : `Mon partenaire (place ${p.seat})`,

  // hot-seat handoff
  handoffTitle: (p) => `Passez l’appareil ${to(p)}`,
  handoffText:
    "Les autres, ne regardez pas. Les dominos n’apparaissent que quand le bon joueur le tient.",
  iAm: (p) => `Je suis ${la(p)}`,
  spectating: "Vous regardez : aucun domino n’est montré.",

  // narration (the aria-live region and the last-move bubbles)
  said: {
    replayLeft: "Vous ne revoyez plus la partie.",
    play: (p, tile, on) =>
      on === null
        ? `${vous(p, "Vous ouvrez", `${LaM(p)} ouvre`)} avec ${tile}.`
        : `${vous(p, "Vous posez", `${LaM(p)} pose`)} ${tile} sur le ${on}.`,
    pass: (p) => `${vous(p, "Vous passez", `${LaM(p)} passe`)}.`,
    accept: (p) => `${vous(p, "Vous acceptez", `${LaM(p)} accepte`)} la donne.`,
    redeal: (p) =>
      `${vous(p, "Vous demandez", `${LaM(p)} demande`)} à rebattre : les 28 dominos sont redonnés.`,
    choose: (p, o) =>
      p.seat === o.seat
        ? vous(p, "Vous allez ouvrir.", `${LaM(p)} va ouvrir.`)
        : p.you
          ? `Vous demandez ${toMate(o, o.mate)} d’ouvrir.`
          : o.you
            ? `${LaM(p)} vous demande d’ouvrir.`
            : `${LaM(p)} demande ${to(o)} d’ouvrir.`,
    // the same, done by the computer for seat `p`, which this device holds (as en.js)
    standIn: {
      play: (p, tile, on) =>
        on === null
          ? `${pour(p)}, l’ordinateur ouvre avec ${tile}.`
          : `${pour(p)}, l’ordinateur pose ${tile} sur le ${on}.`,
      pass: (p) => `${pour(p)}, l’ordinateur passe.`,
      accept: (p) => `${pour(p)}, l’ordinateur accepte la donne.`,
      redeal: (p) => `${pour(p)}, l’ordinateur demande à rebattre : les 28 dominos sont redonnés.`,
      choose: (p, o) =>
        p.seat === o.seat
          ? `${pour(p)}, l’ordinateur va ouvrir.`
          : `${pour(p)}, l’ordinateur demande ${toMate(o, o.mate)} d’ouvrir.`,
    },
    handOver: (n) => `La manche ${n} est finie.`,
    yourTurn: "À vous.",
    // how a hand ended, in short, after `handOver` (the end-of-hand card says it at length)
    domino: (p) => `Domino ! ${vous(p, "Vous avez fini", `${LaM(p)} a fini`)}.`,
    streakBroken: (w) =>
      w.role === "us"
        ? "Votre équipe a cassé la série adverse."
        : w.role === "them"
          ? "L’équipe adverse a cassé votre série."
          : `${capital(sideName(w))} a cassé la série de l’autre équipe.`,
    doubleNext: "La prochaine victoire compte double.",
    seated: (p) =>
      p.name ? `${p.name} prend la place ${p.seat}.` : `La place ${p.seat} est prise.`,
    allSeated: "Toutes les places sont prises : vous pouvez commencer la partie.",
    undone: "Coup défait.",
    redone: "Coup refait.",
    agreedUndonePlay: (p, tile) =>
      p.you
        ? `Tout le monde a accepté : votre ${tile} revient dans votre main.`
        : `Tout le monde a accepté : le ${tile} ${ofM(p)} est repris.`,
    agreedRedonePlay: (p, tile) =>
      `Tout le monde a accepté : ${vous(p, "vous reposez", `${laM(p)} repose`)} ${tile}.`,
    // the same for a Haiti deal's acceptance, a redeal, or the choice of who opens (as en.js)
    agreedUndoneAccept: (p) =>
      p.you
        ? "Tout le monde a accepté : votre acceptation de la donne est annulée."
        : `Tout le monde a accepté : l’acceptation ${ofM(p)} est annulée ; ${laM(p)} regarde de nouveau la donne.`,
    agreedUndoneRedeal: (p) =>
      `Tout le monde a accepté : ${vous(p, "vous ne demandez", `${laM(p)} ne demande`)} plus à rebattre ; la donne d’avant revient.`,
    agreedUndoneChoose: (p) =>
      p.you
        ? "Tout le monde a accepté : votre choix de qui ouvre est annulé."
        : `Tout le monde a accepté : le choix ${ofM(p)} est annulé ; ${laM(p)} choisit de nouveau qui ouvre.`,
    agreedRedoneAccept: (p) => `Tout le monde a accepté : ${accepteEncore(p)}`,
    agreedRedoneRedeal: (p) => `Tout le monde a accepté : ${rebatEncore(p)}`,
    agreedRedonePass: (p) =>
      `Tout le monde a accepté : ${vous(p, "vous passez", `${laM(p)} passe`)} de nouveau.`,
    agreedRedoneChoose: (p, o) => `Tout le monde a accepté : ${ouvreEncore(p, o)}`,
    undonePlay: (p, tile) =>
      p.you
        ? `Coup défait : votre ${tile} revient dans votre main.`
        : `Coup défait : le ${tile} ${ofM(p)} revient dans sa main.`,
    // an undo that took back a Haiti deal's acceptance, a redeal, or the choice of who opens
    undoneAccept: (p) =>
      `Coup défait : ${vous(p, "vous n’avez", `${laM(p)} n’a`)} pas encore accepté la donne.`,
    undoneRedeal: (p) =>
      `Coup défait : ${vous(p, "vous ne demandez", `${laM(p)} ne demande`)} plus à rebattre ; la donne d’avant revient.`,
    undoneChoose: (p) =>
      `Coup défait : ${vous(p, "vous n’avez", `${laM(p)} n’a`)} pas encore choisi qui ouvre.`,
    redonePlay: (p, tile) =>
      `Coup refait : ${vous(p, "vous reposez", `${laM(p)} repose`)} ${tile}.`,
    // a redo that made a pass again (as en.js)
    redonePass: (p) => `Coup refait : ${vous(p, "vous passez", `${laM(p)} passe`)} de nouveau.`,
    // a redo that made again a Haiti deal's acceptance, a redeal, or the choice of who opens
    redoneAccept: (p) => `Coup refait : ${accepteEncore(p)}`,
    redoneRedeal: (p) => `Coup refait : ${rebatEncore(p)}`,
    redoneChoose: (p, o) => `Coup refait : ${ouvreEncore(p, o)}`,
    turnNow: (p, phase) => turnSaid(fr, p, phase),
    restarted: "La manche recommence depuis sa donne.",
    newMatch: "Une nouvelle partie commence.",
    selected: (tile, ends) =>
      ends.length === 0
        ? `${tile} choisi.`
        : `${tile} choisi : il va sur ${list.format(ends.map((e) => `le ${e.toLowerCase()}`))}. ` +
          `Choisissez ${form(ends.length, "le bout", "un bout")}.`,
    redealYou: "Vous avez demandé à rebattre : voici vos nouveaux dominos.",
    selectedOpen: (tile) => `${tile} choisi : choisissez Ouvrir ici pour le poser.`,
    cancelled: "Choix effacé.",
  },

  // hint
  hintTitle: "Conseil",
  hintBest: (what) => `Conseillé : ${what}`,
  hintWin: (match, hand) => `${pct(match)} de chances de gagner la partie, ${pct(hand)} la manche`,
  hintOption: (what, match, hand) =>
    `${what} : ${pct(match)} de gagner la partie, ${pct(hand)} la manche`,
  hintPlay: "Le poser",
  hintDo: "Le faire",
  hintDismiss: "Ignorer",
  hintOthers: "Autres coups",
  // l'analyse d'une manche terminée (review.js) ; `lost` : la part d'une manche qu'un coup a cédée
  review: {
    open: "Analyser la manche",
    title: (n) => `Analyse de la manche\u00a0${n}`, // the hand and its number on one line
    running: (done, of) => `Analyse de la manche : ${done} sur ${count(of, "coup", "coups")}`,
    ready: (mine) =>
      !mine
        ? "L’analyse est prête."
        : mine.choices
          ? `L’analyse est prête : vous avez fait ${mine.good} ${form(mine.good, "bon choix", "bons choix")} sur ${mine.choices}.`
          : "L’analyse est prête : vous n’aviez aucun choix à faire.",
    choose: "Choisissez un coup pour voir ce que son joueur aurait pu jouer d’autre.",
    marks: {
      good: "Bon",
      inaccuracy: "Imprécision",
      mistake: "Erreur",
      blunder: "Gaffe",
      forced: "Forcé",
    },
    move: (k, who, what) => `${k}. ${who} : ${what}`,
    ourMoves: "Nos coups",
    theirMoves: "Leurs coups",
    accuracy: (who, good, choices) =>
      choices
        ? `${who} : ${good} ${form(good, "bon choix", "bons choix")} sur ${choices}`
        : `${who} : aucun choix à faire`,
    forced: (what) => `${capital(what)} : le seul coup possible.`,
    good: (mark, close) =>
      close
        ? `${mark} : aussi bon que le meilleur coup, pour autant que l’estimation puisse le dire`
        : `${mark} : aussi bon que le meilleur coup`,
    verdict: (mark, played, best, less, d) =>
      `${mark} : ${pct(played, d)} de gagner la partie au lieu de ${pct(best, d)} avec le meilleur coup, ${pct(less, d)} de moins`,
    played: (what, match, hand, d) =>
      match === null
        ? `Joué : ${what}`
        : `Joué : ${what}, ${pct(match, d)} de gagner la partie, ${pct(hand)} la manche`,
    best: (what, match, hand, d) =>
      `Meilleur : ${what}, ${pct(match, d)} de gagner la partie, ${pct(hand)} la manche`,
    wasBest: "C’était le meilleur coup.",
    chosen: (move, mark, best) =>
      best === null ? `${move}. ${mark}.` : `${move}. ${mark}. Meilleur coup : ${best}.`,
    drawn: "La chaîne avant ce coup : le domino estompé montre le meilleur coup.",
    option: (what, match, hand, d) =>
      `${what} : ${pct(match, d)} de gagner la partie, ${pct(hand)} la manche`,
  },
  actionText: {
    play: (tile, on, either) =>
      on === null
        ? `ouvrir avec ${tile}`
        : `${tile} sur le ${on}${either ? " (peu importe le bout)" : ""}`,
    pass: "passer",
    accept: "accepter la donne",
    redeal: "demander à rebattre",
    choose: (o) => vous(o, "vous ouvrez", `${laM(o)} ouvre`),
  },

  // end of hand and match
  handOverTitle: (n) => `La manche ${n} est finie`,
  allHands: "Les quatre mains",
  holds: (pips) => count(pips, "point", "points"),
  wentOut: "a fini",
  dekabes: (base, pts) => `Dékabès ! 2 × ${base} = ${count(pts, "point", "points")}`,
  // a block's words by what it compares (`measure`): team totals, or each team's lightest hand
  tieBy: {
    totals: (p) =>
      `Bloqué avec ${count(p, "point", "points")} de chaque côté : égalité. Le score ne change pas.`,
    lowest: (p) =>
      `Bloqué avec ${count(p, "point", "points")} dans la main la plus légère de chaque équipe : égalité. Les scores sont gardés.`,
  },
  streakBroken: (w) =>
    w.role === "us"
      ? "Votre équipe a cassé la série adverse : les deux scores reviennent à 0 et cette manche ne vous rapporte rien."
      : w.role === "them"
        ? "L’équipe adverse a cassé votre série : les deux scores reviennent à 0 et cette manche ne lui rapporte rien."
        : `${capital(sideName(w))} a cassé la série de l’autre équipe : les deux scores reviennent à 0 et cette manche ne lui rapporte rien.`,
  nextOpening: {
    forced: () => "Le double-six ouvre la manche suivante.",
    choose: (p) =>
      `${vous(p, "Vous choisissez", `${LaM(p)} choisit`)} qui ouvre la manche suivante.`,
    lead: (p) =>
      vous(
        p,
        "Vous ouvrez la manche suivante avec le domino de votre choix.",
        `${LaM(p)} ouvre la manche suivante avec le domino de son choix.`,
      ),
  },
  nextHand: "Manche suivante",
  matchOver: "La partie est finie",
  // panels
  rulesTitle: (v) => `Règles : ${v}`,
  logTitle: "Journal de la partie",
  logEmpty: "Rien ne s’est encore passé.",
  logHand: (n) => `Manche ${n}`,
  logged: {
    deal: (e) => {
      if (e.redealt) return "Les 28 dominos sont rebattus et redonnés.";
      const opens =
        e.opening === "forced"
          ? "celui qui a le 6-6 ouvre avec"
          : e.opening === "choose"
            ? `${vous(e.leader, "vous choisirez", `${laM(e.leader)} choisira`)} qui ouvre`
            : vous(e.leader, "vous ouvrez", `${laM(e.leader)} ouvre`);
      return `Les dominos sont donnés ; ${opens}.${e.accepts ? " Chaque place regarde sa main et l’accepte." : ""}`;
    },
    play: (e) =>
      e.on === null
        ? `${vous(e.seat, "Vous ouvrez", `${LaM(e.seat)} ouvre`)} avec ${e.play}.`
        : `${vous(e.seat, "Vous posez", `${LaM(e.seat)} pose`)} ${e.play} sur le ${e.on}.`,
    pass: (e) =>
      `${vous(e.seat, "Vous passez", `${LaM(e.seat)} passe`)} : ${
        e.ends[0] === e.ends[1] ? `pas de ${e.ends[0]}` : `ni ${e.ends[0]} ni ${e.ends[1]}`
      } dans ${vous(e.seat, "votre", "son")} jeu.`,
    accept: (e) => `${vous(e.seat, "Vous acceptez", `${LaM(e.seat)} accepte`)} la donne.`,
    redeal: (e) =>
      vous(
        e.seat,
        "Vous avez cinq doubles ou plus et demandez à rebattre.",
        `${LaM(e.seat)} a cinq doubles ou plus et demande à rebattre.`,
      ),
    choose: (e) =>
      e.opener.seat === e.seat.seat
        ? `${vous(e.seat, "Vous choisissez", `${LaM(e.seat)} choisit`)} d’ouvrir.`
        : e.opener.you
          ? `${LaM(e.seat)} vous choisit pour ouvrir.`
          : `${vous(e.seat, "Vous choisissez", `${LaM(e.seat)} choisit`)} ${laM(e.opener)} pour ouvrir.`,
    result: (parts, hands, seats) =>
      [
        ...parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)),
        `Dominos restants : ${hands.map((h, i) => `${placeM(seats[i])} ${h.length ? h.join(" ") : "aucun"}`).join(", ")}.`,
      ].join(" "),
  },

  // hint reasons
  reasons: {
    dekabes: (r) =>
      `vous finissez avec ${r.tile}, qui va aux deux bouts : un Dékabès, points doublés`,
    goes_out: (r) => `vous finissez avec ${r.tile} : votre équipe gagne la manche`,
    keep_open: (r) =>
      `laisse ${list.format(r.numbers.map((n) => `le ${n}`))} en jeu : ${rival(r.seat)} a passé dessus`,
    cannot_play: (r) =>
      `ne laisse que ${list.format(r.numbers.map((n) => `le ${n}`))} en jeu : ${rival(r.seat)} a passé dessus et ne peut pas jouer`,
    double: (r) =>
      `vous vous débarrassez du double ${r.tile} : un double ne va que sur un seul numéro`,
    heaviest: (r) =>
      `vous posez le plus lourd des dominos que vous pouvez jouer (${r.tile}, ${count(r.pips, "point", "points")})`,
    keeps_fitting: (r) =>
      `il vous reste ${count(r.count, "domino", "dominos")} qui ${form(r.count, "va", "vont")} sur ${lesBouts(r.ends)}`,
    partner_passed: (r) =>
      `${partnerV(r.seat)} a passé sur ${list.format(r.numbers.map((n) => `le ${n}`))} : il lui sera peut-être impossible de suivre`,
    none_fit: (r) => `aucun de vos dominos ne va sur ${lesBouts(r.ends)}`,
    leaves_ends: (r) => `laisse ${lesBouts(r.ends)}`,
    must_pass: (r) =>
      `vous n’avez ${form(r.numbers.length, `pas de ${r.numbers[0]}`, `ni ${r.numbers.join(" ni ")}`)} : vous devez passer`,
    tried: (r) =>
      `votre équipe a gagné ${pct(r.win)} des donnes essayées avec ce coup, ${pct(r.next)} avec le deuxième meilleur`,
    keep_deal: () => "jouez la main qui vous a été donnée",
    redeal: () => "cinq doubles ou plus sont durs à placer : vous avez droit à une nouvelle donne",
    lead_self: (r) =>
      `vous ouvrez avec le domino de votre choix (${count(r.count, "de vos dominos porte", "de vos dominos portent")} le numéro que vous avez le plus)`,
    lead_partner: (r) => `${partnerV(r.seat)} ouvre : vous n’avez pas vu ses dominos`,
  },

  // errors
  errorPrefix: "Un problème est survenu : ",
  errors: {
    no_such_tile: (f) => `${f.tile} n’est pas un domino du double-six`,
    tile_not_text: (f) => `un domino s’écrit comme 6-4, pas ${quote(f.value)}`,
    not_a_tile: (f) => `${quote(f.value)} n’est pas un domino (écrivez-les comme 6-4)`,
    hand_not_text: (f) => `une main s’écrit comme "6-6 6-5 5-5", pas ${quote(f.value)}`,
    tile_twice_in_hand: (f) => `${f.tile} apparaît deux fois`,
    deal_not_four_hands: (f) => `une donne a quatre mains, pas ${f.count}`,
    hand_not_seven_tiles: (f) =>
      `la main de la place ${f.seat} a ${count(f.count, "domino", "dominos")}, pas 7`,
    tile_dealt_twice: () => "un domino est donné deux fois",
    deal_not_all_tiles: () => "la donne n’est pas les 28 dominos",
    deal_not_list: () =>
      'une donne est une liste de quatre mains comme "6-6 6-5 5-5 4-0 3-1 2-2 1-0"',
    no_such_seat: (f) => `les places sont numérotées de 1 à 4, pas ${quote(f.value)}`,
    no_such_variant: (f) => `jeu inconnu ${quote(f.value)} : utilisez ${either.format(f.games)}`,
    no_deal_source: () => "une partie a besoin d’une graine ou de donnes fixées",
    no_deals: () => "une partie sur donnes fixées en demande au moins une",
    too_many_deals: (f) =>
      `une partie a au plus ${count(f.limit, "donne", "donnes")}, pas ${f.count}`,
    seed_and_deals: () => "donnez une graine ou des donnes, pas les deux",
    seed_not_whole: (f) => `une graine est un nombre entier de 0 ou plus, pas ${quote(f.value)}`,
    action_not_object: (f) =>
      `une action est un objet comme {"seat": 1, "play": "6-6"}, pas ${quote(f.value)}`,
    action_without_seat: () => "l’action ne nomme aucune place",
    action_kinds: () => "une action a exactement un de play, pass, accept, redeal, choose",
    action_field: (f) => `champ inattendu ${quote(f.field)} dans une action ${f.kind}`,
    no_such_end: (f) => `le bout est "left" ou "right", pas ${quote(f.value)}`,
    write_true: (f) => `écrivez "${f.kind}": true`,
    choose_without_seat: () => 'choose nomme une place : "choose": 3',
    match_over: (f) => `la partie est finie : ${sideOf(f.team)} a gagné`,
    deals_played: () => "la partie est finie : toutes les donnes du fichier sont jouées",
    // the seats named from this device (`f.named`, api.js): *c’est à Ana de jouer, pas à vous*
    turn_to: (f) => `c’est ${aV(f.named.turn)} ${doing[f.phase]}, pas ${aV(f.named.seat)}`,
    accept_first: (f) =>
      `la donne est en train d’être acceptée : ${vous(f.named.seat, "vous devez", `${laM(f.named.seat)} doit`)} d’abord l’accepter`,
    choose_first: (f) =>
      `${vous(f.named.seat, "vous devez", `${laM(f.named.seat)} doit`)} d’abord choisir qui ouvre`,
    hand_in_play: (f) => `la manche est en cours : c’est ${aV(f.named.seat)} de jouer`,
    no_redeal_right: (f) =>
      `${vous(f.named.seat, "vous ne pouvez", `${laM(f.named.seat)} ne peut`)} pas demander à rebattre avec ${count(f.doubles, "double", "doubles")} : il en faut cinq ou plus`,
    choose_self_or_partner: (f) =>
      `${vous(f.named.seat, "vous pouvez", `${laM(f.named.seat)} peut`)} ouvrir ou ${f.named.partner.you ? "vous choisir" : `choisir ${laV(f.named.partner)}`} pour ouvrir, pas ${laV(f.named.opener)}`,
    unknown_action: (f) => `action inconnue ${f.action}`,
    hand_over: () => "la manche est finie",
    turn_of: (f) => `c’est ${aV(f.named.turn)} de jouer, pas ${aV(f.named.seat)}`,
    cannot_pass: (f) =>
      `${vous(f.named.seat, "vous ne pouvez", `${laM(f.named.seat)} ne peut`)} pas passer : ${list.format(f.tiles)} ${form(f.tiles.length, "se pose", "se posent")}`,
    not_held: (f) =>
      `${vous(f.named.seat, "vous n’avez", `${laM(f.named.seat)} n’a`)} pas ${f.tile}`,
    first_tile_no_end: () => "le premier domino d’une manche ne se pose sur aucun bout",
    open_with_double_six: (f) =>
      `${vous(f.named.seat, "vous devez", `${laM(f.named.seat)} doit`)} ouvrir avec le 6-6`,
    tile_shows_no: (f) => `${f.tile} n’a pas de ${f.number}`,
    does_not_fit: (f) =>
      `${vous(f.named.seat, "vous ne pouvez", `${laM(f.named.seat)} ne peut`)} pas poser ${f.tile} : les bouts sont ${f.ends[0]} et ${f.ends[1]}`,
    wrong_end: (f) => `${f.tile} ne va pas sur le bout ${side[f.end]} (${f.number})`,
    say_which_end: (f) =>
      `${f.tile} va aux deux bouts (${f.ends[0]} et ${f.ends[1]}) : dites lequel`,
    record_not_json: (f) =>
      `JSON non valide : ${f.detail} à la ligne ${f.line}, colonne ${f.column}`,
    record_too_deep: () => "ce n’est pas une partie : son JSON est imbriqué trop profondément",
    record_not_object: () => "un fichier de partie est un objet JSON",
    record_format: (f) => `le "format" du fichier doit être "${f.format}"`,
    record_field: (f) => `champ inattendu ${quote(f.field)} dans le fichier`,
    record_variant: (f) =>
      `"variant" doit être ${either.format(f.games.map(quote))}, pas ${quote(f.value)}`,
    record_seed: (f) =>
      `"seed" doit être un nombre entier de 0 ou plus, écrit en nombre ou en texte fait de ses chiffres (sans signe, espace ni zéro en tête), pas ${quote(f.value)}`,
    record_deals: () => '"deals" doit être une liste d’une donne ou plus',
    record_too_many_deals: (f) =>
      `un fichier de partie a au plus ${count(f.limit, "donne", "donnes")}, pas ${f.count}`,
    record_deal: (f, why) => `donne ${f.deal} : ${why(f.reason)}`,
    record_without_deals: () => 'le fichier a besoin de "seed" ou de "deals"',
    record_seed_and_deals: () => 'un fichier a "seed" ou "deals", pas les deux',
    record_actions: () => '"actions" doit être une liste',
    record_action: (f, why) => `action ${f.action} : ${why(f.reason)}`,
    representative_changed: (f) =>
      `${vous(f.named.seat, "vous avez fini et avez choisi", `${laM(f.named.seat)} a fini et a choisi`)} qui ouvrait la manche ${f.hand}, mais les règles ` +
      `${vous(f.named.representative, "vous donnent maintenant ce choix", `donnent maintenant ce choix ${aV(f.named.representative)}`)} : après un domino, c’est le joueur de ` +
      `l’équipe gagnante qui a le moins de points qui choisit, la place la plus basse en cas ` +
      `d’égalité, et ${vous(f.named.representative, "vous aviez", `${laM(f.named.representative)} avait`)} aussi 0 point`,
    record_unreadable: (f, why) => `le fichier ne peut pas être ouvert : ${why(f.reason)}`,
    seats_not_four: () =>
      'seats est une liste de quatre places, chacune "here", "invited" ou "computer"',
    no_such_seat_kind: (f) =>
      `une place est "here", "invited" ou "computer", pas ${quote(f.value)}`,
    no_such_level: (f) => `niveau inconnu ${quote(f.value)} : utilisez ${either.format(f.levels)}`,
    seed_out_of_range: (f) =>
      `une graine est un nombre entier de 0 à ${f.limit}, écrit en nombre ou en texte fait de ses chiffres (sans signe, espace ni zéro en tête), pas ${quote(f.value)}`,
    cursor_outside: (f) => `le curseur ${f.cursor} est hors du déroulé de la partie`,
    action_of_other_seat: (f) =>
      `l’action est celle de la place ${f.action_seat}, pas de la place ${f.seat}`,
    action_not_sent: () => 'une action est un objet comme {"play": "6-4", "end": "left"}',
    seat_inside_action: () => 'la place se met à côté de l’action ("seat": 1), pas dedans',
    tiles_hidden: (f) =>
      `${laPlace(f.named.seat)} est jouée par l’ordinateur : ses dominos restent cachés`,
    record_secret: () =>
      "le fichier d’une partie à graine tirée au hasard peut être téléchargé à la fin de la partie : " +
      "sa graine dévoile toutes les mains",
    computer_seat: (f) => `${laPlace(f.named.seat)} est jouée par l’ordinateur`,
    person_to_act: (f) =>
      `c’est ${aV(f.named.seat)} de jouer, et ${vous(f.named.seat, "vous jouez vous-même", "c’est une personne qui joue")}, pas l’ordinateur`,
    nothing_to_undo: () => "il n’y a rien à défaire",
    nothing_to_redo: () => "il n’y a rien à refaire",
    match_ended: () => "la partie est finie",
    replay_in_progress: () =>
      "revoir une partie montre toutes les mains, c’est donc réservé aux parties finies et aux fichiers importés : " +
      "cette partie est encore en cours",
    no_such_step: (f) => `le coup va de 0 à ${f.steps}, pas ${f.step}`,
    review_not_over: (f) =>
      `la manche ${f.hand} ne peut pas encore être analysée : une manche s’analyse une fois finie (manches finies dans cette partie : ${f.finished})`,
    too_many_reviews: (f) =>
      `autant de manches qu’on peut en demander d’ici (${f.limit}) sont déjà en cours d’analyse : redemandez quand l’une sera finie`,
    review_busy: () =>
      "le serveur analyse autant de manches qu’il peut en ce moment : redemandez dans un instant",
    saved_match_outdated: (f, why) =>
      `cette partie a été enregistrée sous des règles plus anciennes et ne peut pas continuer à ` +
      `partir de son action ${f.action} : ${why(f.reason)}. Son fichier se télécharge tel quel, et ` +
      "on peut la revoir jusqu’à cette action",
    no_such_match: (f) => `il n’y a pas de partie ${quote(f.id)}`,
    store_unavailable: () =>
      "la base de données des parties ne répond pas pour le moment : réessayez dans un instant",
    rooms_unavailable: () =>
      "le serveur ne joint pas les autres serveurs de cette table pour le moment (Redis) : " +
      "redemandez dans un instant",
    stale: (f) =>
      `la partie a changé (version ${f.version}, pas ${f.sent}) : rechargez-la et réessayez`,
    json_only: () => "envoyez le corps en JSON (Content-Type: application/json)",
    body_too_large: (f) => `le corps de la requête dépasse ${count(f.limit, "octet", "octets")}`,
    body_missing: () => "la requête demande un objet JSON comme corps",
    body_not_utf8: () => "le corps de la requête n’est pas du texte UTF-8",
    body_not_json: (f) =>
      `le corps de la requête n’est pas du JSON valide : ${f.detail} à la colonne ${f.column}`,
    body_too_deep: () => "le corps de la requête est imbriqué trop profondément",
    body_not_object: () => "le corps de la requête doit être un objet JSON",
    unexpected_field: (f) => `champ inattendu ${quote(f.field)}`,
    not_a_json_number: (f) => `${f.word} n’est pas un nombre permis en JSON`,
    number_too_large: (f) => `${f.number} est trop grand pour un nombre`,
    number_too_long: (f) =>
      `un nombre entier a au plus ${count(f.limit, "chiffre", "chiffres")}, pas ${f.digits}`,
    key_twice: (f) => `la clé ${quote(f.key)} figure deux fois dans un même objet`,
    lone_surrogate: () =>
      "le texte contient un demi-caractère UTF-16 isolé (\\ud800 à \\udfff), qui n’est aucun " +
      "caractère",
    not_whole: (f) => `"${f.key}" doit être un nombre entier, pas ${quote(f.value)}`,
    not_a_seat: (f) => `"${f.key}" est une place de 1 à 4, pas ${quote(f.value)}`,
    unexpected_parameter: (f) => `paramètre de requête inattendu ${quote(f.parameter)}`,
    parameter_twice: (f) => `le paramètre de requête ${quote(f.parameter)} est donné deux fois`,
    step_not_whole: (f) => `le coup est un nombre entier de 0 ou plus, pas ${quote(f.value)}`,
    hand_not_whole: (f) => `une manche est un nombre entier de 1 ou plus, pas ${quote(f.value)}`,
    seat_missing: () => "dites quelle place demande : ?seat=1",
    seat_not_1_to_4: (f) => `la place est un nombre de 1 à 4, pas ${quote(f.value)}`,
    variant_missing: (f) => `dites quel jeu : "variant": ${either.format(f.games.map(quote))}`,
    seed_or_deals: () => 'donnez "seed" ou "deals", pas les deux',
    deals_not_list: () =>
      '"deals" est une liste de donnes, chacune de quatre mains de sept dominos',
    bad_deal: (f, why) => `donne incorrecte : ${why(f.reason)}`,
    bad_action: (f, why) => `action incorrecte : ${why(f.reason)}`,
    record_missing: () =>
      'envoyez le fichier de partie comme "record": {"format": "dobleseis/1", ...}',
    no_such_api: (f) => `il n’y a pas d’API à ${f.path}`,
    method_not_allowed: (f) => `${f.method} n’est pas permis ici`,
    not_found: () => "introuvable",
    http_error: (f) => `le serveur a refusé la requête (HTTP ${f.status})`,
    // online tables: who may do what, invitations, the host, the live connection
    not_your_seat: (f) => `cet appareil n’a pas ${laPlace(f.named.seat)}`,
    not_host: () => "seul l’hôte de cette table peut faire cela",
    not_a_player: () => "seul un joueur de cette table peut faire cela",
    not_this_computer: () =>
      "cette partie a été enregistrée avant que les tables aient des secrets : elle ne s’ouvre " +
      "que sur l’ordinateur où tourne le serveur",
    not_adoptable: () => "cette table a déjà ses secrets",
    secrets_header: () => "Dobleseis-Secrets contient au plus 64 secrets séparés par des espaces",
    no_such_invitation: (f) => `il n’y a pas de table avec le code ${quote(f.invitation)}`,
    too_many_tries: (f) =>
      `trop de mauvais codes : réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    seat_taken: (f) => `${laPlace(f.named.seat)} est déjà prise`,
    seat_not_invited: (f) => `${laPlace(f.named.seat)} n’est pas une place pour un ami`,
    seat_free: (f) => `personne n’a encore ${laPlace(f.named.seat)}`,
    seat_not_human: (f) => `${laPlace(f.named.seat)} est celle de l’ordinateur`,
    bad_name: (f) =>
      `un nom fait de 1 à ${count(f.limit, "caractère imprimable", "caractères imprimables")}`,
    bad_rejoin: () =>
      "ce lien pour revenir n’est plus valable : demandez à l’hôte de libérer la place",
    not_started: () => "l’hôte n’a pas encore commencé la partie",
    already_started: () => "la partie a déjà commencé",
    seats_free: (f) =>
      `${form(f.seats.length, "la place", "les places")} ${list.format(f.seats.map(String))} ` +
      `${form(f.seats.length, "est encore libre", "sont encore libres")} : attendez vos amis ou laissez l’ordinateur ${form(f.seats.length, "la", "les")} jouer`,
    hints_off: () => "l’hôte a désactivé les conseils à cette table",
    offer_needed: () =>
      "d’autres joueurs sont à cette table sur leurs propres appareils : demandez-leur d’abord",
    no_such_host_command: (f) => `commande d’hôte inconnue ${quote(f.value)}`,
    no_such_pace: (f) =>
      `le rythme est un nombre entier de millisecondes de 0 à ${f.limit}, pas ${quote(f.value)}`,
    not_a_bool: (f) => `"${f.key}" doit être true ou false, pas ${quote(f.value)}`,
    no_room: () =>
      "le serveur manque d’espace disque : il ne peut rien garder de nouveau pour l’instant (les parties en cours continuent)",
    not_text: (f) => `"${f.key}" doit être un texte, pas ${quote(f.value)}`,
    hello_first: () => "le premier message est un hello avec les secrets que cet appareil détient",
    message_not_json: () => "un message est un objet JSON",
    message_not_object: () => 'un message est un objet JSON avec un "type"',
    message_too_large: (f) => `un message fait au plus ${count(f.limit, "octet", "octets")}`,
    unknown_message: (f) => `type de message inconnu ${quote(f.type)}`,
    message_field: (f) => `un message ${f.type} demande un "${f.field}" valide`,
    too_many_messages: () => "trop de messages : ralentissez",
    too_many_connections: (f) =>
      `trop de connexions sont ouvertes d’ici : réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    too_many_requests: (f) =>
      `trop de requêtes d’ici : réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    request_timeout: (f) =>
      `la requête n’est pas arrivée en entier en ${count(f.seconds, "seconde", "secondes")}`,
    not_http: () => "la requête n’a pas pu être lue comme du HTTP/1.1",
    too_many_creates: (f) =>
      `trop de nouvelles tables d’ici : réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    too_many_tables: (f) =>
      `${count(f.limit, "table non terminée a déjà été lancée", "tables non terminées ont déjà été lancées")} d’ici : finissez-en ou supprimez-en une, puis réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    too_many_spectators: (f) =>
      `cette table a déjà ${count(f.limit, "spectateur", "spectateurs")} : réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    too_many_watching: (f) =>
      `${count(f.limit, "connexion regarde", "connexions regardent")} déjà d’ici : fermez-en une, ou réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    too_many_computer_tables: (f) =>
      `${count(f.limit, "table de quatre ordinateurs lancée d’ici joue", "tables de quatre ordinateurs lancées d’ici jouent")} déjà : regardez-en une, ou réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    too_many_hints: (f) =>
      `trop de conseils pour cette place : réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    too_many_reads: (f) =>
      `trop de lectures de parties entières d’ici : réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    too_many_reviews_today: (f) =>
      `on peut faire analyser ${count(f.limit, "manche", "manches")} par jour d’ici, et c’est fait : réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    no_profile: () => "créez d’abord un profil de joueur sur cet appareil",
    no_such_avatar: (f) => `${quote(f.value)} n’est pas un des avatars`,
    bad_profile_link: () =>
      "ce lien de profil n’est plus valable : créez-en un nouveau sur l’appareil qui a le profil",
    no_such_profile: (f) => `il n’y a pas de joueur ${quote(f.profile)}`,
    too_many_profiles: (f) =>
      `trop de nouveaux profils d’ici : réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    already_waiting: (f) => `vous attendez déjà à une table (${f.id})`,
    already_playing: (f) =>
      `vous avez une partie en cours à une table publique (${f.id}) : reprenez-la, ou laissez-la à l’ordinateur et commencez-en une autre`,
    no_such_pair: (f) =>
      `aucune table ne garde de place pour le code de partenaire ${quote(f.pair)}`,
    not_public: () => "cette table n’est pas publique",
    public_deals_known: () =>
      "seule une partie dont personne ne connaît les donnes peut être publique : une partie dont le serveur a tiré la graine au hasard",
    public_seat_from_lobby: () =>
      "une place à une table publique se prend depuis Tables publiques, avec un profil de joueur",
    public_no_takeback: () =>
      "la partie d’une table publique se joue telle quelle : ni défaire, ni refaire, ni rejouer la manche",
    no_such_language: (f) =>
      `langue inconnue ${quote(f.value)} : utilisez l’une de ${f.languages.join(", ")}`,
    too_many_quick: (f) =>
      `trop de parties rapides demandées d’ici : réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    no_such_period: (f) => `le classement est pour "week" ou "all", pas ${quote(f.value)}`,
    bad_profile_id: (f) => `${quote(f.value)} n’est pas l’identifiant d’un joueur`,
    no_such_phrase: (f) => `${quote(f.value)} n’est pas une des réactions rapides`,
    too_many_reactions: (f) =>
      `trop de réactions : réessayez dans ${count(f.retry_after, "seconde", "secondes")}`,
    no_such_offer: (f) =>
      `il n’y a pas de demande ${quote(f.offer)} (elle a reçu sa réponse, ou la table est passée à autre chose)`,
    offer_pending: () => "une autre demande attend une réponse",
    not_asked: () => "cet appareil n’a aucune place à laquelle la demande s’adresse",
    moved_on: () =>
      "cette table est passée à une nouvelle partie : celle-ci est gardée telle quelle",
    not_waited_for: (f) =>
      f.named.seat.you
        ? "vous ne pouvez pas vous relancer vous-même"
        : `la table n’attend pas ${laM(f.named.seat)}`,
    nudge_too_soon: (f) =>
      `on ${vous(f.named.seat, "vous a relancé", `a relancé ${laM(f.named.seat)}`)} il y a un instant : relancez dans ${f.wait} s`,
    names_not_four: () => "names est une liste de quatre entrées, chacune un nom ou null",
    name_not_here: (f) =>
      `la place ${f.seat} ne se joue pas sur cet appareil : son joueur la nomme en la prenant`,
    server_failed: () => "le serveur n’a pas pu traiter cette requête ; rien n’a été changé",
    unknown_host: (f) => `ce serveur ne répond pas au nom ${quote(f.host)}`,
  },
  matchGone: "Cette partie n’est plus là (supprimée dans un autre onglet ?).",
  seatMoved: "Votre place est passée sur un autre appareil.",
  seatReleased: "L’hôte a libéré votre place : vous regardez maintenant.",
  seatsReleased: (seats) =>
    `L’hôte a libéré ${form(seats.length, "la place", "les places")} ${list.format(seats.map(String))}.`,
  stale:
    "La table a changé entre-temps, donc rien n’a été fait : voici la table telle qu’elle est " +
    "maintenant.",
  noAnswer: "Le serveur n’a pas répondu : vérifiez votre connexion, puis réessayez.",
  noConnection: "Pas de connexion : vérifiez que cet appareil est en ligne, puis réessayez.",
  moveOffline: "Pas de connexion : votre coup partira dès que vous serez de nouveau en ligne.",
  moveWaiting: "Connexion perdue : votre coup partira dès qu’elle sera rétablie.",
  // a language chosen whose words could not be fetched (offline): the page stays in this one
  languageUnreachable: (name) =>
    `Impossible de charger ${name} : vérifiez votre connexion, puis réessayez.`,
  seatHint: (s) => `partenaire de la place ${partnerOf(s)}`,
  levels: { random: "Facile", basic: "Moyen", strong: "Difficile" },
  firstVisitTitle: "Bienvenue ! Quel est votre niveau ?",
  firstVisitText:
    "L’ordinateur joue les autres places. Choisissez sa force ; vous pourrez la changer à tout moment.",
  levelAbout: {
    random: "Débutant aux dominos : l’ordinateur joue n’importe quel domino qui va.",
    basic: "Vous connaissez le jeu : l’ordinateur a de bons réflexes.",
    strong: "Vous jouez pour gagner : l’ordinateur lit la table et joue au mieux.",
  },
  levelChosen: (name) => `Niveau : ${name}. Vous pouvez le changer ci-dessous ou dans Réglages.`,
  savedScore: (sides, s) => sides.map((x, i) => `${savedSide(x)} ${s[i]}`).join(", "),
  wonBy: (w) =>
    w.role === "us"
      ? "nous avons gagné"
      : w.role === "them"
        ? "ils ont gagné"
        : `${sideName(w)} a gagné`,
  replayWinner: (w) =>
    w === null
      ? "Toutes les donnes du fichier sont jouées : la partie s’arrête ici."
      : `${capital(sideName(w))} gagne la partie.`,
  seatTeam: (p, q) => `${Place(p)} · partenaire ${of(q)}`,
  fairDeal: "Donne honnête ✓ — comment le vérifier",
  fairDealHelp:
    "Personne, pas même le serveur, ne peut changer les dominos une fois la donne faite : voici comment chacun peut le vérifier.",
  seedLabel: "Graine des donnes",
  seedReplays:
    "La même graine redistribue les mêmes mains : commencez une nouvelle partie avec elle pour les rejouer.",
  teamScore: (side, n) =>
    side.players
      ? `${capital(members(side))} : ${n}`
      : side.role
        ? `${sideTag(side)} (places ${sidePair(side)}) : ${n}`
        : `${sideTag(side)} : ${n}`,
  scoreJoin: " – ",
  noFit: (tile, n) => `${tile} ne va pas au bout qui montre ${n} : il n’a pas de ${n}.`,
  dominoBy: (p, w) =>
    `Domino ! ${vous(p, "Vous avez fini", `${LaM(p)} a fini`)} : ${sideName(w)} gagne la manche.`,
  blockBy: {
    totals: (w, wp, lp) =>
      `Blocage : ${sideName(w)} a ${count(wp, "point", "points")} contre ${lp}.`,
    lowest: (w, wp, lp) =>
      `Blocage : la main la plus légère de ${sideName(w)} a ${count(wp, "point", "points")} contre ${lp}.`,
  },
  scoreChange: (sides, before, after) =>
    `Score — ${scored(sides[0])} : ${after[0]}, ${scored(sides[1])} : ${after[1]} (avant ${score(before)})`,
  scoreNow: (sides, after) =>
    `Score — ${scored(sides[0])} : ${after[0]}, ${scored(sides[1])} : ${after[1]}.`,
  handOutcome: (side) =>
    side.role === "us" ? "Vous avez gagné la manche !" : "Vous avez perdu la manche.",
  matchWinner: (w) =>
    w === null
      ? "Toutes les donnes du fichier sont jouées : la partie s’arrête ici."
      : w.role === "us"
        ? "Vous avez gagné la partie !"
        : w.role === "them"
          ? "Vous avez perdu la partie."
          : `${capital(sideName(w))} gagne la partie.`,
  pausedSign: "L’ordinateur attend tant que ceci est ouvert ; les joueurs peuvent continuer.",
  computerWaitsAnswer: "L’ordinateur attend qu’on réponde à la demande.",
  computerWaitsShort: "L’ordinateur attend.",
  computerWaits: (who, you, mate) =>
    you
      ? "L’ordinateur attend : vous avez les règles ou le journal ouverts."
      : `L’ordinateur attend : ${mate ? "votre partenaire" : who} a les règles ou le journal ouverts.`,
  yourTurnTitle: (app) => `● À vous · ${app}`,
  yourTurnBody: "La table vous attend.",
  nudge: (p) => `Relancer ${laM(p)}`,
  nudgeSent: (p) => `${LaM(p)} a reçu une petite relance.`,
  nudgedBy: (who, mate) =>
    `${mate ? "Votre partenaire" : who} vous relance gentiment : la table vous attend.`,
  atReveal: (p) => `En attente ${ofM(p)}, qui regarde encore la fin de la manche.`,
  waitsForYou: "La table vous attend : c’est à vous de jouer.",
  takenOver:
    "L’hôte laisse l’ordinateur jouer votre place pour le moment ; vos dominos reviennent quand vous la reprenez.",
  takenOverAway:
    "Pendant votre absence, l’ordinateur joue votre place pour le moment ; vos dominos reviennent quand vous la reprenez.",
  takeBack: "Reprendre ma place",
  movedOn: "Cette table était passée à une nouvelle partie : la voici.",
  theHost: "L’hôte",
};
