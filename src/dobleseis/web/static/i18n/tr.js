// Every word the client shows or says, in Turkish, with the words of the Turkish rule text this
// project was made from (../shared/seeds/003_87ea1d5a9858ac7a.txt; docs/glossary-tr.md): the
// same keys as en.js. A Turkish noun stays singular after a number (1 taş, 7 taş), so no message
// needs a plural form; but a suffix on a number follows how the number is read aloud (2'nin,
// 6'nın, 3'ün, 4'te), so the suffixes below are chosen from its last spoken word.

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
const uclara = ([a, b]) => (a === b ? `iki uçtaki ${a} sayısına` : `${a} ve ${b} uçlarına`);
const pct = percent("tr");
const and = series("ve");
const or = series("veya");

const UNITS = ["sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"];
const TENS = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"];
const VOWELS = "aıoueiöü";
/** The last word of a number (or of a tile such as 6-4: its last number) as it is read aloud. */
function spoken(x) {
  const digits = String(x).match(/(\d+)\D*$/);
  const n = digits ? Number(digits[1]) : 0;
  if (n % 10) return UNITS[n % 10];
  if (n === 0) return "sıfır";
  if (n % 100) return TENS[(n % 100) / 10];
  if (n % 1000) return "yüz";
  if (n % 1e6) return "bin";
  return n % 1e9 ? "milyon" : "milyar";
}
/** `x` with a case ending: gen (-in), dat (-e), loc (-de), acc (-i), by vowel harmony. */
function ek(x, kind) {
  return ending(x, spoken(x), kind);
}
/** A player's name with a case ending (Ana'nın, Mert'e), by the vowels of the name as written;
 * a name without a Turkish vowel takes the front forms (-in, -e). */
const named = (name, kind) => ending(name, name.toLocaleLowerCase("tr"), kind);
/** `x` with the case ending `kind` that `word`, the way `x` is read, takes. */
function ending(x, word, kind) {
  const vowel = [...word].reverse().find((c) => VOWELS.includes(c)) ?? "e";
  const four = { a: "ı", ı: "ı", o: "u", u: "u", e: "i", i: "i", ö: "ü", ü: "ü" }[vowel];
  const two = "aıou".includes(vowel) ? "a" : "e";
  const open = VOWELS.includes(word.at(-1));
  const hard = "çfhkpsşt".includes(word.at(-1));
  const ending = {
    gen: `${open ? "n" : ""}${four}n`,
    dat: `${open ? "y" : ""}${two}`,
    loc: `${hard ? "t" : "d"}${two}`,
    acc: `${open ? "y" : ""}${four}`,
  }[kind];
  return `${x}'${ending}`;
}
/** The word "also" after `x` (*koltuk 1 de*, *koltuk 2 de*, *koltuk 6 da*): da or de by the vowel
 * of the number as it is read. */
function also(x) {
  return `${x} ${daDe(spoken(x))}`;
}
/** "da" or "de" after `word` (as it is read), by its last vowel. */
function daDe(word) {
  const vowel = [...word].reverse().find((c) => VOWELS.includes(c));
  return "aıou".includes(vowel) ? "da" : "de";
}
const doing = { accept: "kabul etme", choose: "seçme", play: "oynama" };
const side = { left: "sol", right: "sağ" };

// A team from the viewer's side (teams.js): {team, role: "us" | "them" | null, seats, names,
// players, computers}; without a side, in a sentence by its players where the score names it so
// (`takim`: "Ana ve koltuk 3 takımı", as the score's "Ana ve koltuk 3").
const sidePair = (side) => `${side.seats[0]} ve ${side.seats[1]}`;
const sideTag = (side) =>
  side.role === "us"
    ? "Biz"
    : side.role === "them"
      ? "Onlar"
      : side.names
        ? `${side.names[0]} ve ${side.names[1]}`
        : `Koltuk ${sidePair(side)}`;
const sideName = (side) =>
  side.role === "us"
    ? "takımınız"
    : side.role === "them"
      ? "rakip takım"
      : side.players
        ? takim(side, "takımı")
        : `koltuk ${sidePair(side)} takımı`;
// a team in the facts of a saved match: "biz 2", "koltuk 1 ve 3: 2"
const savedSide = (side) =>
  side.role === "us"
    ? "biz"
    : side.role === "them"
      ? "onlar"
      : `${side.names ? side.names.join(" ve ") : `koltuk ${sidePair(side)}`}:`;
// A team the score names by its players (teams.js `players`, where the table's players have
// names): "Siz ve Ana: 2", "Luis ve bilgisayar: 0"; this device's seat (`you`) first, named or not.
const member = (p) =>
  p.you
    ? "siz"
    : (p.name ?? (p.computer ? "bilgisayar" : p.mate ? "ortağınız" : `koltuk ${p.seat}`));
const members = (side) =>
  side.computers ? "bilgisayarlar" : side.players.map(member).join(" ve ");
/** The same team in a sentence, `word` its *takımı* in the case the sentence wants: *Ana ve
 * koltuk 3 takımı*, *bilgisayarların takımı*. */
const takim = (side, word) =>
  side.computers ? `bilgisayarların ${word}` : `${members(side)} ${word}`;
const sideOf = (t) => sideName({ role: null, seats: seatsOf(t) });
const sideGen = (side) =>
  side.role === "us"
    ? "takımınızın"
    : side.role === "them"
      ? "rakip takımın"
      : side.players
        ? takim(side, "takımının")
        : `koltuk ${sidePair(side)} takımının`;
// the team that lost a block, in the genitive, seen from the winner `w`: yours where they won
const loserGen = (w) =>
  w.role === "us" ? "rakip takımın" : w.role === "them" ? "takımınızın" : "diğer takımın";
const capital = capitalIn("tr");
// a team in the score at the end of a hand and in the score sheet: as the score bar names it
// (`teamScore`), by its players where the table's have names, else its tag
const scored = (side) => (side.players ? capital(members(side)) : sideTag(side));
// A seat as a sentence names it (teams.js, `sides().seat`): {seat, name}, the name its player
// gave or null: *Ana* or *koltuk 2*, with a case ending by how each is read (`hal`: Ana'ya,
// koltuk 2'ye).
const koltuk = (p) => p.name ?? `koltuk ${p.seat}`;
const Koltuk = (p) => p.name ?? `Koltuk ${p.seat}`;
const hal = (p, kind) => (p.name ? named(p.name, kind) : ek(`koltuk ${p.seat}`, kind));
/** A seat as the status line names it: your partner (`mate`) without a name is *ortağınız*
 * (*ortağınızda*: a common noun, its ending joined without an apostrophe). */
const KoltukMate = (p, mate) => (mate && !p.name ? "Ortağınız" : Koltuk(p));
// A seat as the table's sentences name it on a device holding one seat (teams.js `sides`): its
// partner's (`p.mate`) *ortağınız*, where its player gave no name (`halM`: with its ending); its
// own (`p.you`), named or not, the verb said to *siz* (`siz(p, you, other)` picks those words or
// the others).
const KoltukM = (p) => KoltukMate(p, p.mate);
const koltukM = (p) => (p.mate ? "ortağınız" : koltuk(p));
const ORTAK = { acc: "ortağınızı", dat: "ortağınıza", gen: "ortağınızın", loc: "ortağınızda" };
const halM = (p, kind) => (p.mate ? ORTAK[kind] : hal(p, kind));
const siz = (p, you, other) => (p.you ? you : other);
/** For a seat the computer plays: *Sizin yerinize*, *Ortağınızın yerine*, *Ana'nın yerine*,
 * *Koltuk 2'nin yerine*. */
const yerine = (p) => (p.you ? "Sizin yerinize" : `${capital(halM(p, "gen"))} yerine`);
// A Haiti choice of seat `p` a redo made again, after the words that say who made it so
// (`said.redoneAccept`, `said.agreedRedoneAccept`...): a deal accepted, a redeal, who opens (`o`)
const kabulYine = (p) =>
  siz(p, "dağıtımı yeniden kabul ettiniz.", `${koltukM(p)} dağıtımı yeniden kabul etti.`);
const istekYine = (p) =>
  siz(
    p,
    "yeniden dağıtımı tekrar istediniz; yeni dağıtım geri geldi.",
    `${koltukM(p)} yeniden dağıtımı tekrar istedi; yeni dağıtım geri geldi.`,
  );
const acanYine = (p, o) =>
  p.seat === o.seat
    ? siz(p, "yine siz açacaksınız.", `yine ${koltukM(p)} açacak.`)
    : p.you
      ? `açmak için yine ortağınızı${o.name ? ` (${o.name})` : ""} seçtiniz.`
      : o.you
        ? `${koltukM(p)}, açmak için yine sizi seçti.`
        : `${koltukM(p)}, açmak için yine ortağı ${hal(o, "acc")} seçti.`;
/** A seat in a list (the score sheet, the tiles left): *siz*, *ortağınız*, else `koltuk`. */
const koltukY = (p) => (p.you ? "siz" : koltukM(p));
/** A seat a refusal names (`f.named`, api.js) with its ending: this device's own, named or not,
 * *siz* (*sizde*), its partner's *ortağınız* where unnamed, else `hal`; `alsoY`, with "also"
 * after it (*siz de*, *Ana da*, *koltuk 2 de*). */
const SIZ = { acc: "sizi", dat: "size", gen: "sizin", loc: "sizde" };
const halY = (p, kind) => (p.you ? SIZ[kind] : halM(p, kind));
const alsoY = (p) =>
  p.you
    ? "siz de"
    : p.mate
      ? "ortağınız da"
      : p.name
        ? `${p.name} ${daDe(p.name.toLocaleLowerCase("tr"))}`
        : `koltuk ${also(p.seat)}`;
/** The seat itself, as a refusal names it (`gen`: its genitive): *koltuğunuz*, *ortağınızın
 * koltuğu*, *Ana'nın koltuğu*, *koltuk 2*. */
const koltugu = (p, gen = false) =>
  p.you
    ? `koltuğunuz${gen ? "un" : ""}`
    : p.mate || p.name
      ? `${halM(p, "gen")} koltuğu${gen ? "nun" : ""}`
      : gen
        ? ek(`koltuk ${p.seat}`, "gen")
        : `koltuk ${p.seat}`;
// A seat a hint's reasons name: an opponent by name, else by where it sits from the player
// (`p.at`), else by number; the partner *ortağınız* (*ortağınız Ana*).
const rival = (p) =>
  p.name ??
  (p.at === "left" ? "solunuzdaki oyuncu" : p.at === "right" ? "sağınızdaki oyuncu" : koltuk(p));
const partnerY = (p) => (p.name ? `ortağınız ${p.name}` : "ortağınız");
/** Who played a tile, before it, as the one who asks (`p`) to take it back says it:
 * *oynadığı* (the asker itself), *sizin oynadığınız*, *Ana'nın oynadığı*, *ortağınızın
 * oynadığı*. */
const oynadigi = (p, mover) =>
  mover.seat === p.seat
    ? "oynadığı"
    : mover.you
      ? "sizin oynadığınız"
      : `${halM(mover, "gen")} oynadığı`;
/** Who played a tile, before it, as the player of this device says it at the start of a
 * sentence: *Oynadığınız*, *Ana'nın oynadığı*, *Ortağınızın oynadığı*, *Koltuk 2'nin oynadığı*. */
const Oynadiginiz = (mover) =>
  capital(mover.you ? "oynadığınız" : `${halM(mover, "gen")} oynadığı`);
/** The seats a request waits for: by name where one has a name, else *koltuk 2*. */
const bekleniyor = (ps) =>
  ps.some((p) => p.name || p.mate) ? and(ps.map(koltukM)) : `koltuk ${and(ps.map((p) => p.seat))}`;
/** The match a new match stops, at its score, and where it is kept. */
const kalir = (sides, score) =>
  `Bu maç burada durur (${scored(sides[0])}: ${score[0]}, ${scored(sides[1])}: ${score[1]}) ve yeniden izleyebilmeniz için Maçlarınız bölümünde saklanır.`;

export const tr = {
  lang: "tr",
  locale: "tr",
  months: [],
  appTitle: "Doble Seis",
  tagline: "Karayipler’in eşli domino oyunu",

  // start screen
  startHeading: "Yeni oyun",
  game: "Oyun",
  // each game's words in one block, as in en.js
  games: {
    chiva: {
      title: "Chiva (Porto Riko)",
      about:
        "Ortaklar karşılıklı oturur ve sırayla dizinin bir ucuna uyan bir taş koyar; oyunculardan biri elini bitirdiğinde, ya da oyun kilitlenince iki elinin sayı toplamı daha az olduğunda takım eli kazanır. Kazanılan el yalnızca rakip takım 0'dayken sayılır, yoksa iki skor da 0'a döner: 4–0'a ilk ulaşan takım maçı kazanır.",
      toWin: "4–0’a ilk ulaşan kazanır",
      scoring: (w) => `${capital(sideName(w))} serisine 1 ekliyor.`,
      cheers: {
        match: {
          title: (won) => (won === false ? "Rakip takıma Chiva" : "Chiva!"),
          text: (w, final) =>
            w.role === "us"
              ? `${final}: siz ve ortağınız için bir Chiva!`
              : `${final}: maçı ${sideName(w)} bir Chiva ile kazanıyor.`,
        },
      },
      rules: [
        {
          title: "Taşlar ve koltuklar",
          items: [
            "Bir çift-altı seti: 28 taşın hepsi dağıtılır, dört oyuncuya yedişer (7) taş. Kimse " +
              "asla taş çekmez.",
            "Ortaklar karşılıklı oturur: koltuk 1 ve 3 (takım 13), koltuk 2 ve 4’e (takım 24) karşı " +
              "oynar. Sıra 1, 2, 3, 4 diye gider.",
          ],
        },
        {
          title: "Bir el nasıl oynanır",
          items: [
            "Maçın ilk eli ve bir beraberlikten sonraki el çift altıyla (6-6) açılır: 6-6 kimdeyse " +
              "onu oynamak zorundadır.",
            "Yoksa önceki eli bitiren, istediği taşla açar; bir kilitten sonra kilidi kazanan " +
              "takımın daha hafif (elinde daha az sayı kalan) üyesi açar, eşitse koltuk numarası küçük olan. Başlangıç" +
              " asla ortağa geçmez.",
            "Sayısı dizinin açık bir ucuyla aynı olan bir taş oynayın. Çift taş enine konur; dizi " +
              "asla dallanmaz.",
            "Oynayabiliyorsanız oynamak zorundasınız. Oynayamıyorsanız pas geçersiniz ve herkes iki " +
              "uç sayısından hiçbirinin sizde olmadığını öğrenir.",
          ],
        },
        {
          title: "Bir el nasıl biter",
          items: [
            "Domino: bir oyuncu son taşını oynar; takımı eli kazanır.",
            "Kilit: kimse oynayamaz. Her takım iki oyuncusunun elindeki sayıları toplar; düşük toplam kazanır." +
              " Toplamlar eşitse beraberliktir: hiçbir şey değişmez.",
            "Son taş diziyi aynı zamanda kilitlerse domino sayılır.",
          ],
        },
        {
          title: "Skor: seri",
          items: [
            "Yalnız kazanılan eller sayılır; elde kalan sayılar, çiftler ya da özel son taşlar hiçbir " +
              "şey kazandırmaz.",
            "Kaybeden takımın puanı 0 ise kazananlar serisine 1 ekler.",
            "Kaybeden takımın bir serisi varsa iki skor da 0’a döner ve kazananlar o el için hiçbir " +
              "şey almaz.",
            "Beraberlik hiçbir şeyi değiştirmez. 4–0’a ilk ulaşan takım maçı kazanır.",
            "Chiva’da beş ya da daha çok çift bir eli asla geçersiz kılmaz.",
          ],
        },
      ],
    },
    haiti: {
      title: "Haiti (Dékabès)",
      about:
        "Aynı ortaklı oyun, ama her oyuncu önce dağıtımı kabul eder (beş veya daha çok çiftle yeniden dağıtım isteyebilir) ve kilitlenen eli en hafif tek eli olan takım kazanır. Kazanılan el 1 puan getirir, beraberlik sonraki galibiyetin tabanını 2 yapar, iki uca da uyan bir taşla bitirmek (bir Dékabès) tabanı ikiye katlar ve 4 puana ilk ulaşan takım kazanır.",
      toWin: "4 puana ilk ulaşan kazanır",
      scoring: (w, pts) => `${capital(sideName(w))} ${pts} puan alıyor.`,
      cheers: {
        match: {
          title: (won) =>
            won === true ? "Zafer!" : won === false ? "Maç kaybedildi" : "Maç bitti",
          text: (w, final) =>
            w.role === "us"
              ? `Siz ve ortağınız maçı kazanıyorsunuz, ${final}!`
              : `Maçı ${sideName(w)} kazanıyor, ${final}.`,
        },
        dekabes: {
          title: (won) => (won === false ? "Rakip takıma Dékabès" : "Dékabès!"),
          text: (p, w, pts) =>
            `${siz(p, "İki uca da uyan bir taşla bitirdiniz", `${KoltukM(p)} iki uca da uyan bir taşla bitirdi`)}: ${sideName(w)} için ${pts} puan.`,
        },
      },
      rules: [
        {
          title: "Taşlar ve koltuklar",
          items: [
            "Bir çift-altı seti: 28 taş, dört oyuncuya yedişer (7) taş. Kimse asla taş çekmez.",
            "Ortaklar karşılıklı oturur: koltuk 1 ve 3 (takım 13), koltuk 2 ve 4’e (takım 24) karşı " +
              "oynar. Sıra 1, 2, 3, 4 diye gider.",
          ],
        },
        {
          title: "Dağıtım",
          items: [
            "Her dağıtımdan sonra her oyuncu taşlarına gizlice bakar ve dağıtımı kabul eder.",
            "Beş ya da daha çok çifti olan bir oyuncu kabul etmek yerine yeniden dağıtım " +
              "isteyebilir: 28 taşın hepsi karıştırılıp yeniden dağıtılır. Bu bir haktır, asla " +
              "otomatik değildir. Bilgisayar hakkı varsa her zaman ister.",
          ],
        },
        {
          title: "Kim açar",
          items: [
            "Maçın ilk eli çift altıyla (6-6) açılır; onu kim tutuyorsa o oynar.",
            "Bir galibiyetten sonra kazanan takım, iki oyuncusundan hangisinin istediği taşla " +
              "açacağını seçer. Seçimi takımın temsilcisi yapar: elinde en az sayı kalan oyuncu, " +
              "eşitse koltuk numarası küçük olan. Temsilci yalnız kendi elini görür. Dominodan sonra bu, " +
              "elini bitirendir; ama ortağının elinde yalnız 0-0 kaldıysa ikisinde de 0 sayı kalmıştır " +
              "ve koltuk numarası küçük olan seçer.",
            "Bir beraberlikten sonra berabere biten eli açan takım yine seçer; o eli açan oyuncu " +
              "karar verir.",
          ],
        },
        {
          title: "Bir el nasıl oynanır",
          items: [
            "Sayısı dizinin açık bir ucuyla aynı olan bir taş oynayın. Çift taş enine konur; dizi " +
              "asla dallanmaz.",
            "Oynayabiliyorsanız oynamak zorundasınız. Oynayamıyorsanız pas geçersiniz ve herkes iki " +
              "uç sayısından hiçbirinin sizde olmadığını öğrenir.",
            "Domino: bir oyuncu son taşını oynar; takımı eli kazanır.",
            "Kilit: kimse oynayamaz. Her takımın en hafif eli karşılaştırılır (ortak toplamı değil);" +
              " düşük olan kazanır. Eşitse beraberliktir.",
          ],
        },
        {
          title: "Puan",
          items: [
            "Bir domino ya da kazanılan bir kilit tabanı kazandırır: 1 puan, beraberlikten sonra 2.",
            "Dékabès: çift olmayan ve iki açık uca da konabilecek bir taşla eli bitirmek (uç " +
              "sayıları aynı olsa da geçerlidir). Tabanı ikiye katlar: 2 puan, beraberlikten sonra 4.",
            "Beraberlik iki takımın skorunu da korur ve sonraki galibiyetin tabanını 2 yapar (asla daha fazla " +
              "katlamaz).",
            "Kazananlar puanlarını ekler; yalnız kaybeden takım 0’a döner.",
            "Bir takım 4 ya da daha çok puana ulaştığı anda maç biter.",
          ],
        },
      ],
    },
  },
  // the rules panel's last section, the same for every game
  atTable: {
    title: "Bu masada",
    items: [
      "Bir taş seçmek ya da ipucu istemek yalnızca hamlenin önizlemesidir; onaylayana kadar " +
        "hiçbir şey oynanmaz.",
      "Bilgisayarlar ve ipuçları yalnız kendi elini ve herkesin gördüklerini bilir.",
      "Kurallar ya da kayıt açıkken bilgisayar bekler.",
      "Geri al sizin bir önceki kararınıza, o zamandan beri gelen bilgisayar yanıtlarıyla " +
        "birlikte döner; Yinele tam olarak aynı hamleleri geri getirir.",
      "Eli yeniden başlat aynı dağıtımı, elden önceki skorla yeniden oynatır.",
      "Dört el ancak el bitince gösterilir. Süre sınırı yok, bahis yok.",
    ],
  },
  seatsHeading: "Kim nereye oturuyor",
  seatLabel: (s) => `Koltuk ${s}`,
  human: "İnsan",
  computer: "Bilgisayar",
  level: "Bilgisayar seviyesi",
  seed: "Tohum (isteğe bağlı)",
  seedHelp:
    "Rastgele bir dağıtım için boş bırakın (tohumu maç bitince gösterilir). Aynı tohum aynı " +
    "dağıtımları yeniden verir.",
  startButton: "Başla",
  seedInvalid: "Tohum 0 ile 340282366920938463463374607431768211455 arasında bir tam sayıdır.",

  // playing with friends, each on their own device (start screen, the table's panel)
  friendsHeading: "Arkadaşlarla oynayın",
  friendsHelp:
    "Her arkadaş kendi telefonundan ya da bilgisayarından oynar: onları bir bağlantı, bir kod ya" +
    " da bir QR koduyla davet edin.",
  seatKinds: {
    here: "Burada, bu cihazda",
    invited: "Bir arkadaş (davetli)",
    computer: "Bilgisayar",
  },
  hintsAllowed: "Masada ipucuna izin var",
  createTable: "Masayı kur",
  friendsSeed: "Dağıtımların tohumu (isteğe bağlı)",
  friendsNeedInvited: "En az bir arkadaş davet edin ya da yukarıdan bu cihazda bir maç başlatın.",
  joinHeading: "Bir masaya katılın",
  joinHelp: "Bir arkadaşınızın size okuduğu kodu yazın ya da gönderdiği bağlantıyı açın.",
  codeLabel: "Kod",
  findTable: "Masayı bul",
  codeInvalid: "Bir kod 8 harf ve rakamdan oluşur, örneğin K7QM-4PXR.",
  joinTitle: (game) => `Bir masaya katılın: ${game}`,
  joinFree:
    "Boş bir koltuk seçin. Adınız isteğe bağlıdır: diğerleri onu koltuğunuzun yanında görür.",
  joinNone:
    "Bütün koltuklar dolu. İzleyebilirsiniz; ev sahibi bir koltuğu boşaltırsa onu buradan " +
    "alabilirsiniz.",
  nameLabel: "Adınız (isteğe bağlı)",
  nameAtSeat: (s) => `${s} numaralı koltuktaki oyuncunun adı (isteğe bağlı)`,
  takeSeat: (s) => `${ek(`Koltuk ${s}`, "dat")} oturun`,
  watchTable: "Yalnızca izle",
  takeFreeHeading: "Boş bir koltuk var",
  inviteHeading: "Arkadaşlarınızı davet edin",
  inviteHelp:
    "Onlara bağlantıyı gönderin, QR kodunu gösterin ya da kodu okuyun: Doble Seis'i açıp kodu " +
    "yazarlar.",
  inviteCode: "Kod: ",
  inviteLink: "Bağlantı",
  inviteQr: (code) => `Davet bağlantısının QR kodu (kod ${code})`,
  copyLink: "Bağlantıyı kopyala",
  linkCopied: "Bağlantı kopyalandı.",
  codeSpoken: (code) => code.split("").join(" "),
  tableButton: "Masa",
  tableTitle: "Masada kimler var",
  waitingHost: "Ev sahibinin maçı başlatması bekleniyor.",
  lobbyHeading: (game) => `${game}: masa hazırlanıyor`,
  seatsFree: (n) => `${n} koltuk hâlâ boş.`,
  startTable: "Maçı başlat",
  startFill: "Başlat, boş koltuklarda bilgisayar oynasın",
  partners: (us, them) => {
    const who = (w) =>
      w.you
        ? "siz"
        : w.name ||
          (w.computer ? "bilgisayar" : w.free ? "gelecek bir arkadaş" : `koltuk ${w.seat}`);
    const duo = ([a, b]) =>
      a.computer && b.computer
        ? "iki bilgisayar"
        : a.free && b.free
          ? "gelecek iki arkadaş"
          : and([who(a), who(b)]);
    return `Bir tarafta ${duo(us)}, diğer tarafta ${duo(them)}.`;
  },
  deleteTable: "Masayı sil",
  confirmDeleteTableTitle: "Bu masa silinsin mi?",
  confirmDeleteTableText: "Maç masadaki herkes için kalıcı olarak silinir.",
  releaseSeat: "Koltuğu boşalt",
  toComputer: "Bilgisayar oynasın",
  giveBack: "Koltuğu geri ver",
  hintsOn: "Bu masada ipucuna izin var.",
  hintsOffNote: "Bu masada ipucuna izin yok.",
  allowHints: "İpucuna izin ver",
  forbidHints: "İpuçlarını kapat",
  seatWho: (s, name) => (name ? `${name}, koltuk ${s}` : `Koltuk ${s}`),
  seatState: {
    free: "boş: bir arkadaş bekleniyor",
    here: "bu cihazda",
    yours: "siz",
    connected: "bağlı",
    away: "uzakta",
    awayWaits: "uzakta: masa bekliyor",
    computer: "bilgisayar oynuyor",
  },
  pausedBy: (panel) => (panel === "rules" ? "kuralları okuyor" : "kaydı okuyor"),
  rejoinButton: "Koltuğumu başka bir cihazda oyna",
  rejoinHelp:
    "Bu bağlantıyı diğer cihazda açın: koltuğunuz oraya geçer ve bu cihaz artık onu oynamaz. " +
    "Kimseye vermeyin.",
  rejoinLabel: (s) => `Koltuk ${s} için geri dönme bağlantısı`,
  copyRejoin: "Geri dönme bağlantısını kopyala",
  rejoinCopied: "Geri dönme bağlantısı kopyalandı.",
  reconnecting: "Bağlantı koptu: yeniden bağlanılıyor…",
  // what a takeback asks for, as the object of "istiyor" (wants)
  offerKinds: {
    undo: "son hamleyi geri almayı",
    redo: "geri alınan hamleyi yinelemeyi",
    restart: "eli yeniden başlatmayı",
    new_match: "yeni bir oyuna başlamayı",
  },
  offerBy: (kind, p) => `${KoltukM(p)} ${tr.offerKinds[kind]} istiyor.`,
  offerUndo: (p, mover, tile) =>
    `${KoltukM(p)}, ${oynadigi(p, mover)} ${ek(tile, "acc")} geri almayı istiyor.`,
  offerUndoMove: (p, what) => `${KoltukM(p)} bu hamleyi geri almayı istiyor: ${what}`,
  offerRedo: (p, mover, tile) =>
    mover.seat === p.seat
      ? `${KoltukM(p)}, ${ek(tile, "acc")} yeniden oynamayı istiyor.`
      : `${KoltukM(p)}, ${oynadigi(p, mover)} ${ek(tile, "gen")} yeniden oynanmasını istiyor.`,
  offerRedoMove: (p, what) => `${KoltukM(p)} bu hamleyi yinelemeyi istiyor: ${what}`,
  offerRestart: (p, n) => `${KoltukM(p)}, şu an oynanan ${n}. eli yeniden başlatmayı istiyor.`,
  offerNewMatch: (p, sides, score) =>
    `${KoltukM(p)} yeni bir oyuna başlamayı istiyor. ${kalir(sides, score)}`,
  offerMine: (kind, ps) => {
    const what = tr.offerKinds[kind];
    return `${what.charAt(0).toLocaleUpperCase("tr")}${what.slice(1)} istediniz: ${bekleniyor(ps)} bekleniyor.`;
  },
  offerMineUndo: (mover, tile, ps) =>
    `${Oynadiginiz(mover)} ${ek(tile, "acc")} geri almayı istediniz: ${bekleniyor(ps)} bekleniyor.`,
  offerMineUndoMove: (what, ps) =>
    `Bu hamleyi geri almayı istediniz: ${what} ${capital(bekleniyor(ps))} bekleniyor.`,
  offerMineRedo: (mover, tile, ps) =>
    mover.you
      ? `${capital(ek(tile, "acc"))} yeniden oynamayı istediniz: ${bekleniyor(ps)} bekleniyor.`
      : `${Oynadiginiz(mover)} ${ek(tile, "gen")} yeniden oynanmasını istediniz: ${bekleniyor(ps)} bekleniyor.`,
  offerMineRedoMove: (what, ps) =>
    `Bu hamleyi yinelemeyi istediniz: ${what} ${capital(bekleniyor(ps))} bekleniyor.`,
  offerMineRestart: (n, ps) =>
    `Şu an oynanan ${n}. eli yeniden başlatmayı istediniz: ${bekleniyor(ps)} bekleniyor.`,
  offerMineNewMatch: (sides, score, ps) =>
    `Yeni bir oyuna başlamayı istediniz: ${bekleniyor(ps)} bekleniyor. ${kalir(sides, score)}`,
  requestBar: "İstek",
  tableNewsBar: "Masadan haberler",
  acceptOffer: "Kabul et",
  refuseOffer: "Reddet",
  withdrawOffer: "İsteği geri çek",
  offerWithdrawn: (kind, p) => `${KoltukM(p)} artık ${tr.offerKinds[kind]} istemiyor.`,
  offerYouWithdrew: (kind) =>
    `İsteğinizi geri çektiniz: ${tr.offerKinds[kind]} artık istemiyorsunuz.`,
  offerRefused: (kind, p) => `${KoltukM(p)} ${tr.offerKinds[kind]} reddetti.`,
  offerYouRefused: (kind) => capital(`${tr.offerKinds[kind]} reddettiniz.`),
  offerAgreed: (kind) => `Herkes ${tr.offerKinds[kind]} kabul etti.`,
  offerLapsed: (kind) =>
    `Herkes ${tr.offerKinds[kind]} kabul etti, ama bu arada biri oynadı: yapılamadı.`,
  offerJoined: (kind) => capital(`${tr.offerKinds[kind]} kabul ettiniz: diğerleri bekleniyor.`),
  offerAcceptedBy: (ps, waits) =>
    `${capital(and(ps.map(koltukM)))} kabul etti: ${bekleniyor(waits)} bekleniyor.`,
  leaveTable: "Masadan ayrıl",

  // herkesle oynamak: bu cihazın oyuncusu, "Hemen oyna", herkese açık masalar
  anyone: {
    heading: "Hemen oyna",
    help: "Diğer oyuncularla hemen masaya oturun. Geri sayım bitince boş kalan koltuklara bilgisayarlar oturur.",
    playGame: (game) => `${game} oyna`,
    withFriend: "Bir arkadaşım ortağım olsun (ona okuyacağınız bir kod alırsınız)",
    tablesButton: "Herkese açık masalar",
    pairSummary: "Bir arkadaşınız size kod mu verdi?",
    pairHeading: "Arkadaşınızın ortağı olarak oynayın",
    pairHelp: "Arkadaşınızın size okuduğu kodu yazın.",
    joinFriend: "Arkadaşıma katıl",
    noProfile: "Bir ad ve bir resim seçin: diğer oyuncular bunları görür.",
    makeProfile: "Adımı seç",
    editProfile: "Değiştir",
    changeProfile: "Adımı ya da resmimi değiştir",
    moveOpen: "Oyuncumu başka bir cihaza taşı",
    profileTitle: "Oyuncunuz",
    profileHelp: "Diğer oyuncular herkese açık masalarda bu adı ve resmi görür.",
    name: "Ad",
    nameHelp: "En çok 24 karakter.",
    nameMissing: "Bir ad yazın.",
    avatar: "Resim",
    colours: {
      red: "kırmızı",
      orange: "turuncu",
      gold: "altın",
      green: "yeşil",
      teal: "camgöbeği",
      blue: "mavi",
      purple: "mor",
      pink: "pembe",
    },
    avatarNamed: (a) =>
      Object.hasOwn(tr.anyone.colours, a)
        ? `${capital(tr.anyone.colours[a])} üzerinde baş harfiniz`
        : a,
    save: "Kaydet",
    saveAndPlay: "Kaydet ve oyna",
    profileSaved: "Oyuncunuz kaydedildi.",
    moveHeading: "Başka bir cihazda kendi adınızla oynayın",
    moveHelp:
      "Oyuncunuzu (adı, resmi ve reytingleri) başka bir telefona ya da bilgisayara taşıyan bir bağlantı oluşturun.",
    moveButton: "Bağlantıyı oluştur",
    moveLinkHelp:
      "Bu bağlantıyı diğer cihazda açın ya da QR kodunu okutun. Yalnızca bir kez çalışır; sonra bu cihaz artık sizin adınıza oynamaz. Kimseye vermeyin.",
    moveLink: "Oyuncunuzu taşıyan bağlantı",
    moveQr: "Oyuncunuzu taşıyan bağlantının QR kodu",
    profileMoved: (name) => `Artık bu cihazda ${name} olarak oynuyorsunuz.`,
    profileLinkUsed:
      "Bu bağlantı zaten kullanıldı ya da daha yenisi oluşturuldu: diğer cihazda yenisini oluşturun.",
    waitingHeading: (game) => `${game}: oyuncu aranıyor`,
    waitingHelp: (level) =>
      `Hemen oynamak isteyenler buraya oturur. Geri sayım bitince boş kalan koltuklara bilgisayarlar (${level}) oturur.`,
    countdown: (n) => `Bilgisayarlar ${n} saniye sonra oturuyor.`,
    seatOpen: "boş: oyuncu bekleniyor",
    keptForPartner: "arkadaşınıza ayrıldı",
    partnerHere: "ortağınız",
    partnerOpen: "ortağınızın koltuğu: oyuncu bekleniyor",
    pairShow: "Bu kodu arkadaşınıza okuyun:",
    fillNow: "Bilgisayarlarla başla",
    giveUpSeat: "Koltuğumu boşalt",
    leftWaiting: (game) => `${game} masasından ayrıldınız; oradaki koltuğunuz yeniden boş.`,
    leftStarted: (game) =>
      `${game} maçı siz ayrılırken başladı: maç sürüyor ve siz dönene kadar yerinize bilgisayar oynuyor.`,
    standIn: "uzakta: onun yerine bilgisayar oynuyor",
    standInYou: "uzakta: sizin yerinize bilgisayar oynuyor",
    tablesTitle: "Herkese açık masalar",
    back: "Geri",
    waitingTables: "Oyuncu bekleyenler",
    playingTables: "Oynananlar",
    noneWaiting:
      "Şu anda oyuncu bekleyen masa yok. Bir tane açın: oynamak isteyen sonraki oyuncular sizinle oturur.",
    nonePlaying: "Şu anda oynanan herkese açık maç yok.",
    loading: "Yükleniyor…",
    kindQuick: "Hemen oyna",
    kindHost: "Bir oyuncunun masası",
    anyLanguage: "her dil",
    levelIs: (level) => `bilgisayarlar: ${level}`,
    sitAt: (seat, partner) =>
      partner
        ? `${named(partner, "gen")} ortağı olarak ${ek(`koltuk ${seat}`, "dat")} otur`
        : `${ek(`Koltuk ${seat}`, "dat")} otur`,
    watch: "İzle",
    backToSeat: "Koltuğuma dön",
    publish: "Masayı herkese açık masalara koy",
    unpublish: "Herkese açık masalardan kaldır",
    isPublic: "Bu masa herkese açık: herkes, herkese açık masalardan boş bir koltuğa oturabilir.",
    leaveTitle: "Maçtan ayrılıyor musunuz?",
    leaveText:
      "Maç sizsiz sürer: koltuğunuzu birazdan bilgisayar oynar ve sonuç yine reytinginize sayılır. Koltuğunuza Herkese açık masalar ekranından dönebilirsiniz.",
    // asked before another public match while one of this player's is under way
    playingTitle: "Süren bir maçınız var",
    playingText:
      "Herkese açık masadaki maçınız siz olmadan sürüyor: siz yokken yerinize bilgisayar oynuyor ve sonuç yine reytinginize sayılır. Maça dönmek mi, yoksa onu bilgisayara bırakıp yenisine başlamak mı istersiniz?",
    another: "Bilgisayara bırakıp yenisine başla",
    // a match being played, in the lobby: each team as {names, computers}
    sides: (a, b) => {
      const crew = ({ names, computers }) =>
        names.length
          ? and([...names, ...(computers ? ["bilgisayar"] : [])])
          : `${computers} bilgisayar`;
      return `${crew(a)} – ${crew(b)}`;
    },
  },

  // saved matches and record files (start screen)
  savedHeading: "Maçlarınız",
  unfinishedHeading: "Bitmemiş: birine devam edin",
  finishedHeading: "Bitmiş: birini yeniden izleyin",
  noSaved: "Henüz kayıtlı maç yok: her maç siz oynarken burada saklanır.",
  resume: "Devam et",
  // the start screen's first cards: a match of this device's player under way, how it goes
  // on while they are away (the computer plays their seat, friends wait for them, or it
  // waits on this device), and the way back to it
  underWay: {
    title: (game) => `${game} maçınız sürüyor`,
    computer: "Siz dönene kadar yerinize bilgisayar oynuyor.",
    friends: "Sıra size gelince diğerleri sizi bekliyor.",
    alone: "Bıraktığınız yerde sizi bekliyor.",
    back: "Maça dön",
    // a public table its player left before its match began: nothing is played yet
    waitingTitle: (game) => `${game} masanız henüz başlamadı`,
    waiting:
      "Maç başlamadan masadan ayrıldınız; koltuğunuz sizin için tutuluyor. Maç başlayınca, siz dönene kadar yerinize bilgisayar oynar.",
    hostStarts: "Maç, siz başlattığınızda başlar.",
    hostWaits: "Maç, ev sahibi başlattığında başlar.",
  },
  replay: "Yeniden izle",
  remove: "Sil",
  download: "İndir",
  matchName: (title, when) => `${title}, ${when}`,
  seatsText: (seats, names, you) => {
    // a player who gave a name is said by it, this device's one seat (`you`) by "you" if
    // not; the other seats by their numbers
    const named = (i) =>
      seats[i] === "human" ? (names[i] ?? (you === i + 1 ? "siz" : null)) : null;
    const of = (kind) => seats.flatMap((k, i) => (k === kind && !named(i) ? [String(i + 1)] : []));
    const players = seats.flatMap((_, i) => named(i) || []);
    const at = (ns) => `koltuk ${and(ns)}`;
    const humans = of("human");
    const computers = of("computer");
    return [
      players.length ? and(players) : null,
      humans.length ? `${at(humans)}: insan` : null,
      computers.length ? `${at(computers)}: bilgisayar` : null,
    ]
      .filter(Boolean)
      .join("; ");
  },
  handAt: (n) => `el ${n}`,
  importedNote: "bir kayıt dosyasından",
  leftForNew: "yeni bir oyun için burada bırakıldı",
  confirmDeleteTitle: "Bu maç silinsin mi?",
  confirmDeleteText:
    "Bu bilgisayardan kalıcı olarak silinir. Bir kopya saklamak için önce kaydını indirin.",
  confirmDeleteYes: "Maçı sil",
  deleted: "Maç silindi.",
  recordSecret:
    "Kaydı maç bitince indirilebilir: tohum gizlice çekildi ve kayıt bütün elleri ele verirdi.",
  downloaded: "Kayıt indirildi.",
  openHeading: "Bir kayıt dosyası aç",
  openHelp:
    "Doble Seis’ten indirilmiş bir maç kaydı (.json). Dosyayı bu sayfanın üzerine de " +
    "bırakabilirsiniz.",
  fileLabel: "Bir kayıt dosyası seçin",
  dropHere: "Açmak için kayıt dosyasını bırakın",
  notJson: "Bu dosya bir Doble Seis kaydı değil: JSON değil.",
  tooLarge: "Bu dosya bir maç kaydı için fazla büyük (1 MB’tan fazla).",
  fileSummary: (name, game, n) => `${name}: ${game}, ${n} hamle`,
  replayFile: "Adım adım yeniden izle",
  continueFile: "Kaldığı yerden oynamaya devam et",
  continueHeading: "Kaldığı yerden kim oynayacak",
  recordOver: "Bu maç zaten bitmiş: yalnızca yeniden izlenebilir.",
  cannotOpen: (why) => `${why.charAt(0).toLocaleUpperCase("tr")}${why.slice(1)}`,

  // replay
  replayBadge: "Yeniden izleme",
  replayTitle: (title) => `Yeniden izleme: ${title}`,
  replayNote:
    "Artık kimsenin oynamadığı bir maçı yeniden izliyorsunuz: bütün eller görünür ve burada " +
    "yaptığınız hiçbir şey maçı değiştirmez.",
  stepOf: (k, n) => `Adım ${k} / ${n}`,
  toStart: "Başa",
  back: "Geri",
  replayPrevHand: "Önceki el",
  forward: "İleri",
  replayNextHand: "Sonraki el",
  toEnd: "Sona",
  replayKeys:
    "Tuşlar: ← ve → bir adım, Page Up ve Page Down bir el geri ya da ileri gider; Home ve End başa ya da sona atlar.",
  leaveReplay: "Yeniden izlemeden çık",
  replayDeal: "Dağıtım, kimse oynamadan önce.",
  replayHolds: (p, tiles) =>
    `${siz(p, "Elinizde", `${capital(halM(p, "gen"))} elinde`)}${
      tiles.length ? `: ${tiles.join(", ")}` : " taş yok"
    }`,
  replayStep: (k, n, text) => `Adım ${k} / ${n}: ${text}`,
  // verifiable deals
  commitmentShort: (hex) => `Dağıtım taahhüdü ${hex.slice(0, 10)}…`,
  commitmentLabel: "Dağıtım taahhüdü (SHA-256)",
  commitmentHelp:
    "Bu dağıtımın karıştırıldığı gizli tohum malzemesinin SHA-256 özeti. Malzeme el bitince " +
    "gösterilir; böylece herkes dağıtımın oyun başlamadan sabitlendiğini denetleyebilir.",
  copyMaterial: "Tohum malzemesini kopyala",
  copiedMaterial: "Tohum malzemesi kopyalandı.",
  copyCommitment: "Taahhüdü kopyala",
  copiedCommitment: "Taahhüt kopyalandı.",
  verifyHeading: "Dağıtımı denetle",
  seedMaterial: "Tohum malzemesi",
  verifyCommand: "Komut",
  copyCommand: "Komutu kopyala",
  copiedCommand: "Komut kopyalandı.",
  verifyHelp:
    "Doble Seis’in kurulu olduğu yerde çalıştırın: karıştırmanın oyundan önce sabitlendiğini " +
    "kanıtlar, çünkü şimdiye dek gizli kalan bu malzeme hem elden önce gösterilen taahhüdü hem " +
    "de dağıtıldığı gibi tam bu elleri verir.",

  // header and toolbar
  seedShown: (seed) => `Tohum ${seed}`,
  seedSecret: "Tohum: maç bitince gösterilir",
  seedSecretHelp: "Çekilen bir tohum bütün elleri ele verirdi, bu yüzden sona kadar gizli kalır.",
  copySeed: "Tohumu kopyala",
  copied: "Tohum kopyalandı",
  sameSeed: "Aynı elleri yeniden oyna",
  sameSeedNamed: (seed) => `Bu tohumla yeni oyun (${seed})`,
  hint: "İpucu",
  undo: "Geri al",
  redo: "Yinele",
  restart: "Eli yeniden başlat",
  newMatch: "Yeni oyun",
  home: "Ana sayfa",
  rules: "Kurallar",
  log: "Kayıt",
  close: "Kapat",

  // the settings panel (settings.js): one entry in `prefs` per preference of prefs.js
  settings: "Ayarlar",
  settingsTitle: "Ayarlar",
  prefs: {
    lang: { label: "Dil", choices: NAMES },
    pace: {
      label: "Bilgisayarın hızı",
      help: "Bilgisayarın her hamlesinden önceki bekleme, Haiti'de her dağıtımda da. Azaltılmış hareketle bilgisayar hemen oynar. Arkadaşlarla bir masada ev sahibinin hızı geçerlidir.",
      choices: { quick: "Hızlı", normal: "Normal", relaxed: "Sakin" },
    },
    autoPass: {
      label: "Uyan taş yokken benim yerime pas geç",
      help: "Bu cihazdaki bir koltuğun uyan taşı yoksa hemen pas geçer ve bu söylenir.",
    },
    quickPlay: {
      label: "Tek yere uyan taşı tek dokunuşla oyna",
      help: "Yalnızca bir uca (ya da aynı sayıyı gösteren iki uca) uyan taş, seçer seçmez oynanır. Kapalıyken: önce taşı, sonra ucunu seç.",
    },
    sound: {
      label: "Ses",
      help: "Oynanan her taş için bir tık, pas için masaya iki vuruş, el bitince bir çan sesi.",
    },
    turnTitle: {
      label: "Sekme başlığında sıranız",
      help: "Arkadaşlarla bir masada, sayfanın başlığı ve simgesi, başka bir sekmedeyken bile sıranın sizde olduğunu söyler.",
    },
    vibrate: {
      label: "Titreşim",
      help: "Titreyebilen telefonlarda: sıranız geldiğinde ve biri size hatırlattığında.",
    },
    notify: {
      label: "Bildirimler",
      help: "Sayfa gizliyken sıranız geldiğinde bir bildirim. Tarayıcı bir kez sorar: arkadaşlarla bir masaya katıldığınızda ya da masa kurduğunuzda.",
    },
    contrast: {
      label: "Yüksek karşıtlık",
      help: "Keskin kenarlı siyah beyaz: taşlar, uçlar ve sıranın kimde olduğu öne çıkar.",
    },
    largeTiles: { label: "Büyük taşlar", help: "Elinizde ve dizide daha büyük taşlar." },
    level: {
      label: "Bilgisayar seviyesi",
      help: "Bu cihazdaki yeni maçlar için.",
      choices: { null: "Başlangıç ekranında sor", random: "Kolay", basic: "Orta", strong: "Zor" },
    },
  },
  more: "Diğer",
  downloadRecord: "Kaydı indir",
  confirmNewTitle: "Yeni bir oyun başlasın mı?",
  confirmNewText:
    "Bu maç saklanır: daha sonra başlangıç ekranındaki Maçlarınız bölümünden devam edebilirsiniz.",
  confirmNewSharedText: (sides, score) =>
    `Diğer oyuncular kabul edince bütün masa yeni oyuna geçer. ${kalir(sides, score)}`,
  confirmNewYes: "Yeni oyun başlat",
  cancel: "Vazgeç",

  autoPassed: (p, ends) =>
    `${ends.join(" ya da ")} ucuna uyan taş yok: ${koltuk(p)} kendiliğinden pas geçti.`,
  autoPassedYou: (ends) =>
    `${ends.join(" ya da ")} ucuna uyan taş yok: kendiliğinden pas geçtiniz.`,
  undoAskTitle: (s) => `Koltuk ${s}, hamleniz geri alınabilir mi?`,
  undoAskText: (s, what) =>
    `Geri alma, ${ek(`koltuk ${s}`, "gen")} hamlesini geri alır: ${what} Onaylaması için cihazı ${ek(`koltuk ${s}`, "dat")} verin.`,
  undoAskYes: (s) => `Koltuk ${s} onaylıyor: geri al`,
  sheet: "Puan cetveli",
  sheetTitle: "Puan cetveli",
  sheetCaption: (game) => `Maçın puan cetveli: ${game}`,
  sheetEmpty: "Henüz biten el yok.",
  sheetHead: { hand: "El", winner: "Kazanan", how: "Nasıl", points: "Puan", score: "Skor" },
  sheetTeam: (side) => scored(side),
  sheetNobody: "kimse",
  sheetHow: {
    domino: (p) => `domino, ${koltukY(p)}`,
    dekabes: (p) => `Dékabès, ${koltukY(p)}`,
    block: () => "kilit",
    tie: () => "kilit: berabere",
  },
  sheetPoints: { added: (p) => `+${p}`, reset: "seri bozuldu", kept: "—" },
  sheetScore: (s) => `${s[0]}–${s[1]}`,
  sheetScoreOrder: (first) =>
    first.role === "us" ? "biz–onlar" : `önce koltuk ${sidePair(first)}`,
  sheetAccuracy: {
    title: "Doğruluk",
    seat: (who, a) =>
      a.choices
        ? `${who}: ${pct(a.accuracy)}, ${a.choices} seçimin ${a.good} tanesi iyi`
        : `${who}: incelenen ellerde seçim gerekmedi`,
    none: "Bu maçın henüz hiçbir eli incelenmedi.",
    pending: (hands) =>
      `Henüz incelenmedi, bu yüzden sayılmadı: ${and(hands.map((n) => `${n}.`))} el.`,
    review: (n) => `${n}. eli incele`,
  },
  stats: "İstatistikler",
  statsHeading: "İstatistikleriniz",
  statsNone: "Bu cihazda henüz maç oynanmadı: istatistikler kayıtlı maçlarınızdan çıkar.",
  statsCaption: (game, level) => `${game}, ${level}`,
  statsHead: {
    matches: "Oynanan maçlar",
    won: "Kazanılan maçlar",
    hands: "Oynanan eller",
    hands_won: "Kazanılan eller",
    chivas: "Chiva (4–0 kazanılan)",
    dekabes: "Dékabès",
    best_streak: "En iyi seri (art arda kazanılan maçlar)",
    accuracy: "Doğruluk (maç başına ortalama)",
  },
  statsAccuracy: (accuracy, pending) => {
    if (accuracy === null) return `bekliyor (${pending} el incelenecek)`;
    return pending ? `${pct(accuracy)} (${pending} el incelenmeyi bekliyor)` : pct(accuracy);
  },
  statsAccuracyNote:
    "Doğruluk: el incelemesinin iyi saydığı seçimlerinizin oranı, maç başına ortalama. Henüz incelenmemiş eller bekliyor: sayılmaz.",
  statsLeftOut: (n) => `Sayılmadı: bu cihazın iki takımı da oynadığı masalar (${n}).`,
  ratings: {
    heading: "Reytinginiz",
    noProfile:
      "Reyting bir oyuncu profiliyle gelir: bir profil oluşturun, sonra başka kişilerle herkese açık bir maç oynayın.",
    makeProfile: "Oyuncu profilimi oluştur",
    none: "Henüz reytinginiz yok: başka bir kişiyle oynadığınız ilk herkese açık maçtan sonra olacak.",
    matches: (n) => `${n} reytingli maç`,
    chart: (game, n, first, last) =>
      `Son ${n} maçta ${game} reytinginiz: ${first} ile başladı, ${last} oldu.`,
    recent: "Son reytingli maçlar",
    board: "Sıralama",
    game: "Oyun",
    period: "Dönem",
    periods: { week: "Bu hafta", all: "Tüm zamanlar" },
    head: { rank: "Sıra", player: "Oyuncu", rating: "Reyting", matches: "Reytingli maçlar" },
    // the headers a narrow leaderboard (a phone) shows for Rank and Rating; the full ones read aloud
    headShort: { rank: "#", rating: "Reyting" },
    youMark: "(siz)",
    provisional: "geçici",
    provisionalNote: "Geçici (?): reytinginiz daha çok reytingli maç oynadıkça oturur.",
    won: "Kazandınız",
    lost: "Kaybettiniz",
    // an empty leaderboard: after what `empty` says, the way onto it
    playFirst: "Burada yer almak için başka kişilerle herkese açık bir maç oynayın.",
    empty: {
      week: "Bu hafta henüz kimse reytingli maç oynamadı.",
      all: "Henüz kimsenin reytingi yok.",
    },
    shown: {
      week: (game) => `${game}: bu haftanın sıralaması.`,
      all: (game) => `${game}: tüm zamanların sıralaması.`,
    },
    below: (n) => `Henüz ilk ${n} arasında değilsiniz.`,
  },

  // quick reactions at a public table (reactions.js)
  reactions: {
    open: "Tepkiler",
    title: "Hızlı tepkiler",
    help: "Masadaki herkes bunu birkaç saniye adınızın yanında görür.",
    phrases: {
      hello: "Selam!",
      good_luck: "Bol şans!",
      nice_play: "Güzel hamle!",
      well_played_partner: "Eline sağlık, ortak!",
      oops: "Hay aksi!",
      thanks: "Sağ ol!",
      good_game: "İyi oyundu!",
      wow: "Vay be!",
    },
    said: (who, phrase) => `${who} diyor ki: ${phrase}`,
    wait: (n) => `Biraz sabır! ${n} saniye sonra yeni bir tepki gönderebilirsiniz.`,
    players: "Masadaki oyuncular",
    muteHelp: "Bir oyuncuyu sessize alırsanız tepkileri artık cihazlarınızda görünmez.",
    mute: (who) => `Sessize al: ${who}`,
    unmute: (who) => `Sesini aç: ${who}`,
    plateMute: (who) => `Tepkilerini sessize al: ${who}`,
    plateUnmute: (who) => `Tepkilerini yeniden göster: ${who}`,
    mutedNow: (who) => `Sessize alındı: ${who}. Tepkilerini artık görmeyeceksiniz.`,
    unmutedNow: (who) => `Tepkilerini yeniden göreceksiniz: ${who}.`,
  },

  // table
  seatCaption: (p, you, partner) =>
    you
      ? `Siz, koltuk ${p.seat}`
      : partner
        ? p.name
          ? `${p.name}, ortağınız`
          : `Ortak, koltuk ${p.seat}`
        : p.name
          ? `${p.name}, koltuk\u00a0${p.seat}` // the seat and its number on one line
          : `Koltuk ${p.seat}`,
  seatKind: { human: "insan", computer: "bilgisayar" },
  tilesLeft: (n) => `${n} taş`,
  yourTiles: "Taşlarınız",
  lineLabel: "Oyun dizisi",
  emptyLine: "Dizi boş",
  endLabel: (side, n) => `${side === "left" ? "Sol" : "Sağ"} uç, ${n}`,
  openHere: "Buradan aç",
  pass: "Pas",
  lastPlayed: (tile) => `${tile} oynadı`,
  lastPassed: "pas",
  yourTurnFlag: "Sıra sizde!",
  thinkingFlag: "düşünüyor…",
  sendingFlag: "gönderiliyor…",
  sendingStatus: "Hamleniz gönderiliyor…",
  waitingFlag: "bekliyor",
  // the status line: `mate`, the seat is your partner's (named as its plate names it unless its
  // player gave a name)
  turnOf: (p, you, mate) =>
    you ? "Sıra sizde" : mate && !p.name ? "Sıra ortağınızda" : `Sıra ${hal(p, "loc")}`,
  acceptOf: (p, you, mate) =>
    you ? "Taşlarınıza bakın ve dağıtımı kabul edin" : `${KoltukMate(p, mate)} dağıtıma bakıyor`,
  chooseOf: (p, you, mate) =>
    you ? "Kim açacak?" : `${KoltukMate(p, mate)} kimin açacağını seçiyor`,
  thinking: (p, mate) => `${KoltukMate(p, mate)} düşünüyor…`,
  mustPass: "Uyan taş yok: pas geçmelisiniz.",
  forcedOpen: "Zorunlu çift altı: 6-6 kimdeyse onunla açar.",
  freeLeadYou: "Siz açıyorsunuz: istediğiniz taşı oynayın.",
  selectHelp: "Bir taş seçin, sonra bir uç (ya da taşı bir uca sürükleyin).",
  quickPlayHelp: "Oynamak için bir taş seçin (iki uca da uyuyorsa sonra bir uç).",
  cannotPlay: (tile) => `${tile} şimdi uymuyor`,
  notYourTurn: "Sıranızı bekleyin.",
  hand: (n) => `El ${n}`,
  scoreAria: (text) => `Skor: ${text}`,
  doubleNext: "Sonraki galibiyetin tabanı 2",

  // Haiti deal acceptance and choice of opener
  accept: "Kabul et",
  requestRedeal: "Yeniden dağıtım iste",
  redealRight: (n) => `Elinizde ${n} çift var: yeniden dağıtım isteyebilirsiniz.`,
  redealAnnounced: (p) =>
    `${siz(p, "Yeniden dağıtım istiyorsunuz", `${KoltukM(p)} yeniden dağıtım istiyor`)}: 28 taşın hepsi yeniden dağıtılıyor.`,
  whoOpens: "Kim açacak: siz mi, ortağınız mı? Taşlarınızı yalnız siz görüyorsunuz.",
  openMeName: (s) => `Ben (koltuk ${s})`,
  openPartnerName: (p) => `Ortağım (${koltuk(p)})`,

  // hot-seat handoff
  handoffTitle: (p) => `Cihazı ${hal(p, "dat")} verin`,
  handoffText: "Diğerleri bakmasın. Taşlar ancak cihaz doğru oyuncunun elindeyken görünür.",
  iAm: (p) => `Ben ${koltuk(p)}`,
  spectating: "İzliyorsunuz: kimsenin taşları gösterilmiyor.",

  // narration (the aria-live region and the last-move bubbles)
  said: {
    replayLeft: "Yeniden izlemeden çıkıldı.",
    play: (p, tile, on) =>
      on === null
        ? siz(p, `${tile} ile açtınız.`, `${KoltukM(p)}, ${tile} ile açtı.`)
        : siz(
            p,
            `${capital(ek(tile, "acc"))} ${on} ucuna oynadınız.`,
            `${KoltukM(p)}, ${ek(tile, "acc")} ${on} ucuna oynadı.`,
          ),
    pass: (p) => siz(p, "Pas geçtiniz.", `${KoltukM(p)} pas geçti.`),
    accept: (p) => siz(p, "Dağıtımı kabul ettiniz.", `${KoltukM(p)} dağıtımı kabul etti.`),
    redeal: (p) =>
      `${siz(p, "Yeniden dağıtım istiyorsunuz", `${KoltukM(p)} yeniden dağıtım istiyor`)}: 28 taşın hepsi yeniden dağıtılıyor.`,
    choose: (p, o) =>
      p.seat === o.seat
        ? siz(p, "Siz açacaksınız.", `${KoltukM(p)} açacak.`)
        : p.you
          ? `Açmak için ortağınızı${o.name ? ` (${o.name})` : ""} seçtiniz.`
          : o.you
            ? `${KoltukM(p)}, açmak için sizi seçti.`
            : `${KoltukM(p)}, açmak için ortağı ${hal(o, "acc")} seçti.`,
    // the same, done by the computer for seat `p`, which this device holds (as en.js)
    standIn: {
      play: (p, tile, on) =>
        on === null
          ? `${yerine(p)} bilgisayar ${tile} ile açtı.`
          : `${yerine(p)} bilgisayar ${ek(tile, "acc")} ${on} ucuna oynadı.`,
      pass: (p) => `${yerine(p)} bilgisayar pas geçti.`,
      accept: (p) => `${yerine(p)} bilgisayar dağıtımı kabul etti.`,
      redeal: (p) =>
        `${yerine(p)} bilgisayar yeniden dağıtım istiyor: 28 taşın hepsi yeniden dağıtılıyor.`,
      choose: (p, o) =>
        p.seat === o.seat
          ? `${yerine(p)} bilgisayar açacak.`
          : `${yerine(p)} bilgisayar, açmak için ${p.you ? `ortağınızı${o.name ? ` (${o.name})` : ""}` : hal(o, "acc")} seçti.`,
    },
    handOver: (n) => `El ${n} bitti.`,
    yourTurn: "Sıra sizde.",
    // how a hand ended, in short, after `handOver` (the end-of-hand card says it at length)
    domino: (p) => `Domino! ${siz(p, "Elinizi bitirdiniz", `${KoltukM(p)} elini bitirdi`)}.`,
    streakBroken: (w) =>
      w.role === "us"
        ? "Takımınız rakibin serisini bozdu."
        : w.role === "them"
          ? "Rakip takım serinizi bozdu."
          : `${capital(sideName(w))} diğer takımın serisini bozdu.`,
    doubleNext: "Sonraki galibiyetin tabanı 2.",
    seated: (p) =>
      p.name ? `${p.name}, ${ek(`koltuk ${p.seat}`, "dat")} oturdu.` : `Koltuk ${p.seat} doldu.`,
    allSeated: "Bütün koltuklar dolu: maçı başlatabilirsiniz.",
    undone: "Geri alındı.",
    redone: "Yinelendi.",
    agreedUndonePlay: (p, tile) =>
      p.you
        ? `Herkes kabul etti: ${tile} taşınız elinize döndü.`
        : `Herkes kabul etti: ${halM(p, "gen")} ${tile} taşı geri alındı.`,
    agreedRedonePlay: (p, tile) =>
      siz(
        p,
        `Herkes kabul etti: ${ek(tile, "acc")} yeniden oynadınız.`,
        `Herkes kabul etti: ${koltukM(p)}, ${ek(tile, "acc")} yeniden oynadı.`,
      ),
    // the same for a Haiti deal's acceptance, a redeal, or the choice of who opens (as en.js)
    agreedUndoneAccept: (p) =>
      siz(
        p,
        "Herkes kabul etti: dağıtımı kabul etmeniz geri alındı.",
        `Herkes kabul etti: ${halM(p, "gen")} dağıtımı kabul etmesi geri alındı; ${koltukM(p)} dağıtıma yeniden bakıyor.`,
      ),
    agreedUndoneRedeal: (p) =>
      `Herkes kabul etti: ${siz(p, "yeniden dağıtım isteğiniz", `${halM(p, "gen")} yeniden dağıtım isteği`)} geri çekildi; önceki dağıtım geri geldi.`,
    agreedUndoneChoose: (p) =>
      siz(
        p,
        "Herkes kabul etti: açacak kişiyi seçmeniz geri alındı.",
        `Herkes kabul etti: ${halM(p, "gen")} açacak kişiyi seçmesi geri alındı; ${koltukM(p)} yeniden seçiyor.`,
      ),
    agreedRedoneAccept: (p) => `Herkes kabul etti: ${kabulYine(p)}`,
    agreedRedoneRedeal: (p) => `Herkes kabul etti: ${istekYine(p)}`,
    agreedRedonePass: (p) =>
      siz(
        p,
        "Herkes kabul etti: yine pas geçtiniz.",
        `Herkes kabul etti: ${koltukM(p)} yine pas geçti.`,
      ),
    agreedRedoneChoose: (p, o) => `Herkes kabul etti: ${acanYine(p, o)}`,
    undonePlay: (p, tile) =>
      p.you
        ? `Geri alındı: ${tile} taşınız elinize döndü.`
        : `Geri alındı: ${halM(p, "gen")} ${tile} taşı eline döndü.`,
    // an undo that took back a Haiti deal's acceptance, a redeal, or the choice of who opens
    undoneAccept: (p) =>
      siz(
        p,
        "Geri alındı: dağıtımı henüz kabul etmediniz.",
        `Geri alındı: ${koltukM(p)} dağıtımı henüz kabul etmedi.`,
      ),
    undoneRedeal: (p) =>
      `Geri alındı: ${siz(p, "yeniden dağıtım isteğiniz", `${halM(p, "gen")} yeniden dağıtım isteği`)} geri çekildi; önceki dağıtım geri geldi.`,
    undoneChoose: (p) =>
      siz(
        p,
        "Geri alındı: kimin açacağını henüz seçmediniz.",
        `Geri alındı: ${koltukM(p)} kimin açacağını henüz seçmedi.`,
      ),
    redonePlay: (p, tile) =>
      siz(
        p,
        `Yinelendi: ${ek(tile, "acc")} yeniden oynadınız.`,
        `Yinelendi: ${koltukM(p)}, ${ek(tile, "acc")} yeniden oynadı.`,
      ),
    // a redo that made a pass again (as en.js)
    redonePass: (p) =>
      siz(p, "Yinelendi: yine pas geçtiniz.", `Yinelendi: ${koltukM(p)} yine pas geçti.`),
    // a redo that made again a Haiti deal's acceptance, a redeal, or the choice of who opens
    redoneAccept: (p) => `Yinelendi: ${kabulYine(p)}`,
    redoneRedeal: (p) => `Yinelendi: ${istekYine(p)}`,
    redoneChoose: (p, o) => `Yinelendi: ${acanYine(p, o)}`,
    turnNow: (p, phase) => turnSaid(tr, p, phase),
    restarted: "El, dağıtımından yeniden başlıyor.",
    newMatch: "Yeni bir oyun başlıyor.",
    selected: (tile, ends) =>
      ends.length === 0
        ? `${tile} seçildi.`
        : `${tile} seçildi, şuraya uyuyor: ${ends.map((e) => e.toLocaleLowerCase("tr")).join(" ve ")}. ` +
          "Ucu seçin.",
    redealYou: "Yeniden dağıtım istediniz: işte yeni taşlarınız.",
    selectedOpen: (tile) => `${tile} seçildi: oynamak için Buradan aç’ı seçin.`,
    cancelled: "Seçim kaldırıldı.",
  },

  // hint
  hintTitle: "İpucu",
  hintBest: (what) => `Öneri: ${what}`,
  hintWin: (match, hand) => `Maçı kazanma şansı ${pct(match)}, eli ${pct(hand)}`,
  hintOption: (what, match, hand) => `${what}: maçı kazanma şansı ${pct(match)}, eli ${pct(hand)}`,
  hintPlay: "Oyna",
  hintDo: "Yap",
  hintDismiss: "Gizle",
  hintOthers: "Diğer hamleler",
  // biten bir elin incelemesi (review.js); `lost`: bir hamlenin elden verdiği pay
  review: {
    open: "Eli incele",
    title: (n) => `${n}.\u00a0elin incelemesi`, // the number and its hand on one line
    running: (done, of) => `El inceleniyor: ${of} hamlenin ${done} tanesi`,
    ready: (mine) =>
      !mine
        ? "İnceleme hazır."
        : mine.choices
          ? `İnceleme hazır: ${mine.choices} seçiminizin ${mine.good} tanesi iyi.`
          : "İnceleme hazır: seçim yapmanız gerekmedi.",
    choose: "Oyuncusunun başka ne oynayabileceğini görmek için bir hamle seçin.",
    marks: {
      good: "İyi",
      inaccuracy: "Kusurlu",
      mistake: "Hata",
      blunder: "Büyük hata",
      forced: "Zorunlu",
    },
    move: (k, who, what) => `${k}. ${who}: ${what}`,
    ourMoves: "Hamlelerimiz",
    theirMoves: "Onların hamleleri",
    accuracy: (who, good, choices) =>
      choices ? `${who}: ${choices} seçimin ${good} tanesi iyi` : `${who}: seçim gerekmedi`,
    forced: (what) => `${capital(what)}: mümkün olan tek hamle.`,
    good: (mark, close) =>
      close
        ? `${mark}: tahminin söyleyebildiği kadarıyla en iyi hamle kadar iyi`
        : `${mark}: en iyi hamle kadar iyi`,
    verdict: (mark, played, best, less, d) =>
      `${mark}: maçı kazanma şansı en iyi hamledeki ${pct(best, d)} yerine ${pct(played, d)}, ${pct(less, d)} daha az`,
    played: (what, match, hand, d) =>
      match === null
        ? `Oynanan: ${what}`
        : `Oynanan: ${what}, maçı kazanma şansı ${pct(match, d)}, eli ${pct(hand)}`,
    best: (what, match, hand, d) =>
      `En iyisi: ${what}, maçı kazanma şansı ${pct(match, d)}, eli ${pct(hand)}`,
    wasBest: "En iyi hamleydi.",
    chosen: (move, mark, best) =>
      best === null ? `${move}. ${mark}.` : `${move}. ${mark}. En iyi hamle: ${best}.`,
    drawn: "Bu hamleden önceki dizi; soluk taş en iyi hamleyi gösteriyor.",
    option: (what, match, hand, d) =>
      `${what}: maçı kazanma şansı ${pct(match, d)}, eli ${pct(hand)}`,
  },
  actionText: {
    play: (tile, on, either) =>
      on === null
        ? `${tile} ile aç`
        : `${tile}, ${on} ucuna${either ? " (hangi uç olsa fark etmez)" : ""}`,
    pass: "pas",
    accept: "dağıtımı kabul et",
    redeal: "yeniden dağıtım iste",
    choose: (o) => siz(o, "siz açın", `${koltukM(o)} açsın`),
  },

  // end of hand and match
  handOverTitle: (n) => `El ${n} bitti`,
  allHands: "Dört el",
  holds: (pips) => `${pips} sayı`,
  wentOut: "bitirdi",
  dekabes: (base, pts) => `Dékabès! 2 × ${base} = ${pts} puan`,
  // a block's words by what it compares (`measure`): team totals, or each team's lightest hand
  tieBy: {
    totals: (p) => `İki tarafta da ${p} sayıyla kilit: beraberlik. Skor değişmez.`,
    lowest: (p) => `İki takımın en hafif elinde de ${p} sayıyla kilit: beraberlik. Skor değişmez.`,
  },
  streakBroken: (w) =>
    w.role === "us"
      ? "Takımınız rakibin serisini bozdu: iki skor da 0’a döner ve bu el size bir şey kazandırmaz."
      : w.role === "them"
        ? "Rakip takım serinizi bozdu: iki skor da 0’a döner ve bu el onlara bir şey kazandırmaz."
        : `${capital(sideName(w))} diğer takımın serisini bozdu: iki skor da 0’a döner ve bu el ona bir şey kazandırmaz.`,
  nextOpening: {
    forced: () => "Sonraki eli çift altı açar.",
    choose: (p) =>
      `Sonraki eli kimin açacağını ${siz(p, "siz seçersiniz", `${koltukM(p)} seçer`)}.`,
    lead: (p) =>
      siz(
        p,
        "Sonraki eli siz istediğiniz taşla açarsınız.",
        `Sonraki eli ${koltukM(p)} istediği taşla açar.`,
      ),
  },
  nextHand: "Sonraki el",
  matchOver: "Maç bitti",
  // panels
  rulesTitle: (v) => `Kurallar: ${v}`,
  logTitle: "Maçın kaydı",
  logEmpty: "Henüz bir şey olmadı.",
  logHand: (n) => `El ${n}`,
  logged: {
    deal: (e) => {
      if (e.redealt) return "28 taşın hepsi karıştırılıp yeniden dağıtılıyor.";
      const opens =
        e.opening === "forced"
          ? "6-6 kimdeyse onunla açar"
          : e.opening === "choose"
            ? `kimin açacağını ${siz(e.leader, "siz seçeceksiniz", `${koltukM(e.leader)} seçecek`)}`
            : siz(e.leader, "siz açarsınız", `${koltukM(e.leader)} açar`);
      return `Taşlar dağıtıldı; ${opens}.${e.accepts ? " Her koltuk elini görür ve kabul eder." : ""}`;
    },
    play: (e) =>
      e.on === null
        ? siz(e.seat, `${e.play} ile açtınız.`, `${KoltukM(e.seat)}, ${e.play} ile açtı.`)
        : siz(
            e.seat,
            `${capital(ek(e.play, "acc"))} ${e.on} ucuna oynadınız.`,
            `${KoltukM(e.seat)}, ${ek(e.play, "acc")} ${e.on} ucuna oynadı.`,
          ),
    pass: (e) =>
      `${siz(e.seat, "Pas geçtiniz: elinizde", `${KoltukM(e.seat)} pas geçti: elinde`)} ${
        e.ends[0] === e.ends[1] ? `${e.ends[0]} yok` : `ne ${e.ends[0]} ne ${e.ends[1]} var`
      }.`,
    accept: (e) =>
      siz(e.seat, "Dağıtımı kabul ettiniz.", `${KoltukM(e.seat)} dağıtımı kabul etti.`),
    redeal: (e) =>
      siz(
        e.seat,
        "Elinizde beş ya da daha çok çift var; yeniden dağıtım istiyorsunuz.",
        `${capital(halM(e.seat, "gen"))} elinde beş ya da daha çok çift var; yeniden dağıtım istiyor.`,
      ),
    choose: (e) =>
      e.opener.seat === e.seat.seat
        ? siz(e.seat, "Kendiniz açmayı seçtiniz.", `${KoltukM(e.seat)} kendisi açmayı seçti.`)
        : e.opener.you
          ? `${KoltukM(e.seat)}, açmak için sizi seçti.`
          : e.seat.you
            ? `Açmak için ortağınızı${e.opener.name ? ` (${e.opener.name})` : ""} seçtiniz.`
            : `${KoltukM(e.seat)}, açmak için ortağı ${hal(e.opener, "acc")} seçti.`,
    result: (parts, hands, seats) =>
      [
        ...parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)),
        `Kalan taşlar: ${hands.map((h, i) => `${koltukY(seats[i])} ${h.length ? h.join(" ") : "yok"}`).join(", ")}.`,
      ].join(" "),
  },

  // hint reasons
  reasons: {
    dekabes: (r) => `iki uca da uyan ${r.tile} ile bitirirsiniz: bir Dékabès, tabanı ikiye katlar`,
    goes_out: (r) => `${r.tile} ile bitirirsiniz: eli takımınız kazanır`,
    keep_open: (r) =>
      `${and(r.numbers.map(String))} açık kalır: ${rival(r.seat)}, ${and(r.numbers.map(String))} için pas geçti`,
    cannot_play: (r) =>
      `yalnız ${and(r.numbers.map(String))} açık kalır: ${rival(r.seat)}, ${and(r.numbers.map(String))} için pas geçti ve oynayamaz`,
    double: (r) => `çift ${ek(r.tile, "acc")} çıkarırsınız: bir çift yalnız bir sayıya uyar`,
    heaviest: (r) => `uyan taşlarınızın en ağırını oynarsınız (${r.tile}, ${r.pips} sayı)`,
    keeps_fitting: (r) => `${uclara(r.ends)} uyan ${r.count} taşınız kalır`,
    partner_passed: (r) =>
      `${partnerY(r.seat)}, ${and(r.numbers.map(String))} için pas geçti: takip edemeyebilir`,
    none_fit: (r) => `taşlarınızın hiçbiri ${uclara(r.ends)} uymuyor`,
    leaves_ends: ({ ends: [a, b] }) =>
      a === b ? `iki ucu da ${a} bırakır` : `uçları ${a} ve ${b} bırakır`,
    must_pass: (r) => `elinizde ${or(r.numbers.map(String))} yok: pas geçmelisiniz`,
    tried: (r) =>
      `takımınız bu hamleyle denenen dağıtımların ${pct(r.win)} kadarını kazandı, sonraki en iyi hamleyle ${pct(r.next)}`,
    keep_deal: () => "size dağıtılan eli oynayın",
    redeal: () => "beş ya da daha çok çifti yerleştirmek zordur: yeni bir dağıtım hakkınız var",
    lead_self: (r) =>
      `istediğiniz taşla siz açarsınız (taşlarınızdan ${r.count} tanesinde en çok tuttuğunuz sayı var)`,
    lead_partner: (r) => `${partnerY(r.seat)} açar: onun taşlarını görmediniz`,
  },

  // errors
  errorPrefix: "Bir sorun oluştu: ",
  errors: {
    no_such_tile: (f) => `${f.tile} bir çift-altı taşı değil`,
    tile_not_text: (f) => `bir taş 6-4 gibi yazılır, ${quote(f.value)} gibi değil`,
    not_a_tile: (f) => `${quote(f.value)} bir taş değil (taşları 6-4 gibi yazın)`,
    hand_not_text: (f) => `bir el "6-6 6-5 5-5" gibi yazılır, ${quote(f.value)} gibi değil`,
    tile_twice_in_hand: (f) => `${f.tile} iki kez geçiyor`,
    deal_not_four_hands: (f) => `bir dağıtımda dört el olur, ${f.count} değil`,
    hand_not_seven_tiles: (f) =>
      `${ek(`koltuk ${f.seat}`, "gen")} elinde ${f.count} taş var, 7 değil`,
    tile_dealt_twice: () => "bir taş iki kez dağıtılmış",
    deal_not_all_tiles: () => "dağıtım 28 taşın tamamı değil",
    deal_not_list: () => 'bir dağıtım "6-6 6-5 5-5 4-0 3-1 2-2 1-0" gibi dört elin listesidir',
    no_such_seat: (f) => `koltuklar 1’den 4’e numaralıdır, ${quote(f.value)} değil`,
    no_such_variant: (f) => `bilinmeyen oyun ${quote(f.value)}: ${or(f.games)} kullanın`,
    no_deal_source: () => "bir maçın bir tohuma ya da belirli dağıtımlara ihtiyacı var",
    no_deals: () => "belirli dağıtımlarla bir maç en az bir dağıtım ister",
    too_many_deals: (f) => `bir maçta en çok ${f.limit} dağıtım olur, ${f.count} değil`,
    seed_and_deals: () => "bir tohum ya da dağıtımlar verin, ikisini birden değil",
    seed_not_whole: (f) => `tohum 0 ya da daha büyük bir tam sayıdır, ${quote(f.value)} değil`,
    action_not_object: (f) =>
      `bir hamle {"seat": 1, "play": "6-6"} gibi bir nesnedir, ${quote(f.value)} değil`,
    action_without_seat: () => "hamle bir koltuk belirtmiyor",
    action_kinds: () =>
      "bir hamlede play, pass, accept, redeal, choose alanlarından tam olarak biri olur",
    action_field: (f) => `bir ${f.kind} hamlesinde beklenmeyen alan ${quote(f.field)}`,
    no_such_end: (f) => `uç "left" ya da "right" olur, ${quote(f.value)} değil`,
    write_true: (f) => `"${f.kind}": true yazın`,
    choose_without_seat: () => 'choose bir koltuk belirtir: "choose": 3',
    match_over: (f) => `maç bitti: ${sideOf(f.team)} kazandı`,
    deals_played: () => "maç bitti: kaydın bütün dağıtımları oynandı",
    // the seats named from this device (`f.named`, api.js): *sıra Ana'da, sizde değil*
    turn_to: (f) =>
      `${doing[f.phase]} sırası ${halY(f.named.turn, "loc")}, ${halY(f.named.seat, "loc")} değil`,
    accept_first: (f) =>
      `dağıtım kabul ediliyor: önce ${siz(f.named.seat, "siz kabul etmelisiniz", `${koltukM(f.named.seat)} kabul etmeli`)}`,
    choose_first: (f) =>
      `önce ${siz(f.named.seat, "siz kimin açacağını seçmelisiniz", `${koltukM(f.named.seat)} kimin açacağını seçmeli`)}`,
    hand_in_play: (f) => `el oynanıyor: sıra ${halY(f.named.seat, "loc")}`,
    no_redeal_right: (f) =>
      `${siz(f.named.seat, "yeniden dağıtım isteyemezsiniz: elinizde", `${koltukM(f.named.seat)} yeniden dağıtım isteyemez: elinde`)} ${f.doubles} çift var, beş ya da daha çok değil`,
    choose_self_or_partner: (f) =>
      `${siz(f.named.seat, "açmak için kendinizi", `${koltukM(f.named.seat)} açmak için kendini`)} ya da ${halY(f.named.partner, "acc")} ${siz(f.named.seat, "seçebilirsiniz", "seçebilir")}, ${halY(f.named.opener, "acc")} değil`,
    unknown_action: (f) => `bilinmeyen hamle ${f.action}`,
    hand_over: () => "el bitti",
    turn_of: (f) => `sıra ${halY(f.named.turn, "loc")}, ${halY(f.named.seat, "loc")} değil`,
    cannot_pass: (f) =>
      `${siz(f.named.seat, "pas geçemezsiniz", `${koltukM(f.named.seat)} pas geçemez`)}: ${and(f.tiles)} oynanabilir`,
    not_held: (f) => `${f.tile} ${halY(f.named.seat, "loc")} değil`,
    first_tile_no_end: () => "bir elin ilk taşı bir uca konmaz",
    open_with_double_six: (f) =>
      siz(f.named.seat, "6-6 ile açmalısınız", `${koltukM(f.named.seat)} 6-6 ile açmalı`),
    tile_shows_no: (f) => `${f.tile} üzerinde ${f.number} yok`,
    does_not_fit: (f) =>
      `${siz(f.named.seat, `${ek(f.tile, "acc")} oynayamazsınız`, `${koltukM(f.named.seat)}, ${ek(f.tile, "acc")} oynayamaz`)}: uçlar ${f.ends[0]} ve ${f.ends[1]}`,
    wrong_end: (f) => `${f.tile} ${side[f.end]} uca (${f.number}) uymuyor`,
    say_which_end: (f) =>
      `${f.tile} iki uca da uyuyor (${f.ends[0]} ve ${f.ends[1]}): hangi uç olduğunu söyleyin`,
    record_not_json: (f) => `geçerli JSON değil: ${f.detail}, satır ${f.line}, sütun ${f.column}`,
    record_too_deep: () => "kayıt değil: JSON’u fazla derin iç içe",
    record_not_object: () => "bir kayıt bir JSON nesnesidir",
    record_format: (f) => `kaydın "format" alanı "${f.format}" olmalı`,
    record_field: (f) => `kayıtta beklenmeyen alan ${quote(f.field)}`,
    record_variant: (f) => `"variant" ${or(f.games.map(quote))} olmalı, ${quote(f.value)} değil`,
    record_seed: (f) =>
      `"seed" 0 ya da daha büyük bir tam sayı olmalı; sayı olarak ya da rakamlarından oluşan metin olarak yazılır (işaretsiz, boşluksuz, başında sıfır olmadan), ${quote(f.value)} değil`,
    record_deals: () => '"deals" bir ya da daha çok dağıtımın listesi olmalı',
    record_too_many_deals: (f) => `bir kayıtta en çok ${f.limit} dağıtım olur, ${f.count} değil`,
    record_deal: (f, why) => `dağıtım ${f.deal}: ${why(f.reason)}`,
    record_without_deals: () => 'kaydın "seed" ya da "deals" alanına ihtiyacı var',
    record_seed_and_deals: () => 'bir kayıtta "seed" ya da "deals" olur, ikisi birden değil',
    record_actions: () => '"actions" bir liste olmalı',
    record_action: (f, why) => `hamle ${f.action}: ${why(f.reason)}`,
    representative_changed: (f) =>
      `${siz(f.named.seat, "elinizi bitirip", `${koltukM(f.named.seat)} elini bitirip`)} el ${f.hand} için kimin açacağını ${siz(f.named.seat, "seçtiniz", "seçti")}, ama kurallar bu ` +
      `seçimi artık ${halY(f.named.representative, "dat")} veriyor: dominodan sonra kazanan ` +
      `takımın elinde en az sayı kalan oyuncusu seçer, eşitse koltuk numarası küçük olan; ` +
      `${alsoY(f.named.representative)} 0 sayıyla ${siz(f.named.representative, "kalmıştınız", "kalmıştı")}`,
    record_unreadable: (f, why) => `kayıt açılamıyor: ${why(f.reason)}`,
    seats_not_four: () =>
      'seats her biri "here", "invited" ya da "computer" olan dört girdilik bir listedir',
    no_such_seat_kind: (f) =>
      `bir koltuk "here", "invited" ya da "computer" olur, ${quote(f.value)} değil`,
    no_such_level: (f) => `bilinmeyen seviye ${quote(f.value)}: ${or(f.levels)} kullanın`,
    seed_out_of_range: (f) =>
      `tohum 0 ile ${f.limit} arasında bir tam sayıdır; sayı olarak ya da rakamlarından oluşan metin olarak yazılır (işaretsiz, boşluksuz, başında sıfır olmadan), ${quote(f.value)} değil`,
    cursor_outside: (f) => `imleç ${f.cursor} maçın geçmişinin dışında`,
    action_of_other_seat: (f) =>
      `hamle ${ek(`koltuk ${f.action_seat}`, "gen")}, ${ek(`koltuk ${f.seat}`, "gen")} değil`,
    action_not_sent: () => 'bir hamle {"play": "6-4", "end": "left"} gibi bir nesnedir',
    seat_inside_action: () => 'koltuk hamlenin yanına yazılır ("seat": 1), içine değil',
    tiles_hidden: (f) => `${koltugu(f.named.seat)} bilgisayarla oynanıyor: taşları gizli kalır`,
    record_secret: () =>
      "çekilmiş tohumlu bir maçın kaydı maç bitince indirilebilir: " +
      "tohumu bütün elleri ele verir",
    computer_seat: (f) => `${koltugu(f.named.seat)} bilgisayarla oynanıyor`,
    person_to_act: (f) =>
      `sıra ${halY(f.named.seat, "loc")} ve ${siz(f.named.seat, "siz oynuyorsunuz", "bir insan oynuyor")}, bilgisayar değil`,
    nothing_to_undo: () => "geri alınacak bir şey yok",
    nothing_to_redo: () => "yinelenecek bir şey yok",
    match_ended: () => "maç bitti",
    replay_in_progress: () =>
      "yeniden izleme bütün elleri gösterir, bu yüzden yalnız bitmiş maçlar ve içe aktarılmış kayıtlar içindir: " +
      "bu maç hâlâ oynanıyor",
    no_such_step: (f) => `adım 0 ile ${f.steps} arasındadır, ${f.step} değil`,
    review_not_over: (f) =>
      `${f.hand}. el henüz incelenemez: bir el bittiğinde incelenir ve bu maçın ${f.finished} eli bitti`,
    too_many_reviews: (f) =>
      `buradan istenen ${f.limit} el zaten inceleniyor: biri bitince yeniden isteyin`,
    review_busy: () =>
      "sunucu şu anda inceleyebildiği kadar eli inceliyor: birazdan yeniden deneyin",
    saved_match_outdated: (f, why) =>
      `bu maç eski kurallarla kaydedildi ve ${f.action}. hamlesinden itibaren devam edemez: ` +
      `${why(f.reason)}. Kaydı olduğu gibi indirilir, yeniden izlemesi o hamleye kadar gider`,
    no_such_match: (f) => `${quote(f.id)} diye bir maç yok`,
    store_unavailable: () => "maçların veritabanı şu anda yanıt vermiyor: birazdan yeniden deneyin",
    rooms_unavailable: () =>
      "sunucu şu anda bu masanın diğer sunucularına ulaşamıyor (Redis): birazdan yeniden deneyin",
    stale: (f) =>
      `maç değişti (sürüm ${f.version}, ${f.sent} değil): yeniden yükleyip tekrar deneyin`,
    json_only: () => "gövdeyi JSON olarak gönderin (Content-Type: application/json)",
    body_too_large: (f) => `istek gövdesi ${f.limit} bayttan büyük`,
    body_missing: () => "isteğin gövdesi bir JSON nesnesi olmalı",
    body_not_utf8: () => "istek gövdesi UTF-8 metin değil",
    body_not_json: (f) => `istek gövdesi geçerli JSON değil: ${f.detail}, sütun ${f.column}`,
    body_too_deep: () => "istek gövdesi fazla derin iç içe",
    body_not_object: () => "istek gövdesi bir JSON nesnesi olmalı",
    unexpected_field: (f) => `beklenmeyen alan ${quote(f.field)}`,
    not_a_json_number: (f) => `${f.word} JSON’un izin verdiği bir sayı değil`,
    number_too_large: (f) => `${f.number} bir sayı için fazla büyük`,
    number_too_long: (f) => `bir tam sayı en çok ${f.limit} basamaklıdır, ${f.digits} değil`,
    key_twice: (f) => `${quote(f.key)} anahtarı aynı nesnede iki kez verilmiş`,
    lone_surrogate: () =>
      "metinde tek başına bir UTF-16 vekili (\\ud800 ile \\udfff arası) var; bu bir karakter değil",
    not_whole: (f) => `"${f.key}" bir tam sayı olmalı, ${quote(f.value)} değil`,
    not_a_seat: (f) => `"${f.key}" 1 ile 4 arasında bir koltuktur, ${quote(f.value)} değil`,
    unexpected_parameter: (f) => `beklenmeyen sorgu parametresi ${quote(f.parameter)}`,
    parameter_twice: (f) => `${quote(f.parameter)} sorgu parametresi iki kez verilmiş`,
    step_not_whole: (f) => `adım 0 ya da daha büyük bir tam sayıdır, ${quote(f.value)} değil`,
    hand_not_whole: (f) => `el 1 ya da daha büyük bir tam sayıdır, ${quote(f.value)} değil`,
    seat_missing: () => "hangi koltuğun sorduğunu söyleyin: ?seat=1",
    seat_not_1_to_4: (f) => `koltuk 1 ile 4 arasında bir sayıdır, ${quote(f.value)} değil`,
    variant_missing: (f) => `hangi oyun olduğunu söyleyin: "variant": ${or(f.games.map(quote))}`,
    seed_or_deals: () => '"seed" ya da "deals" verin, ikisini birden değil',
    deals_not_list: () =>
      '"deals" her biri yedişer taşlı dört elden oluşan dağıtımların listesidir',
    bad_deal: (f, why) => `hatalı dağıtım: ${why(f.reason)}`,
    bad_action: (f, why) => `hatalı hamle: ${why(f.reason)}`,
    record_missing: () =>
      'kayıt dosyasını "record": {"format": "dobleseis/1", ...} olarak gönderin',
    no_such_api: (f) => `${f.path} adresinde bir API yok`,
    method_not_allowed: (f) => `${f.method} burada kullanılamaz`,
    not_found: () => "bulunamadı",
    http_error: (f) => `sunucu isteği reddetti (HTTP ${f.status})`,
    // online tables: who may do what, invitations, the host, the live connection
    not_your_seat: (f) => `bu cihaz ${koltugu(f.named.seat, true)} sahibi değil`,
    not_host: () => "bunu yalnız bu masanın ev sahibi yapabilir",
    not_a_player: () => "bunu yalnız bu masadaki bir oyuncu yapabilir",
    not_this_computer: () =>
      "bu maç masaların gizli anahtarları olmadan önce kaydedildi: yalnız sunucunun çalıştığı " +
      "bilgisayarda açılabilir",
    not_adoptable: () => "bu masanın gizli anahtarları zaten var",
    secrets_header: () => "Dobleseis-Secrets boşluklarla ayrılmış en çok 64 gizli anahtar içerir",
    no_such_invitation: (f) => `${quote(f.invitation)} kodlu bir masa yok`,
    too_many_tries: (f) => `çok fazla yanlış kod: ${f.retry_after} saniye sonra yeniden deneyin`,
    seat_taken: (f) => `${koltugu(f.named.seat)} zaten dolu`,
    seat_not_invited: (f) => `${koltugu(f.named.seat)} bir arkadaşın alacağı koltuk değil`,
    seat_free: (f) => `${koltugu(f.named.seat)} henüz kimsede değil`,
    seat_not_human: (f) => `${koltugu(f.named.seat)} bilgisayarın koltuğu`,
    bad_name: (f) => `bir ad 1 ile ${f.limit} arasında yazdırılabilir karakterden oluşur`,
    bad_rejoin: () =>
      "bu geri dönme bağlantısı artık geçerli değil: ev sahibinden koltuğu boşaltmasını isteyin",
    not_started: () => "ev sahibi maçı henüz başlatmadı",
    already_started: () => "maç zaten başladı",
    seats_free: (f) =>
      `koltuk ${and(f.seats.map(String))} hâlâ boş: arkadaşlarınızı bekleyin ya da bilgisayar oynasın`,
    hints_off: () => "ev sahibi bu masada ipuçlarını kapattı",
    offer_needed: () => "bu masada kendi cihazlarıyla başka oyuncular var: önce onlara sorun",
    no_such_host_command: (f) => `bilinmeyen ev sahibi komutu ${quote(f.value)}`,
    no_such_pace: (f) =>
      `tempo 0 ile ${f.limit} arasında bir tam sayı milisaniyedir, ${quote(f.value)} değil`,
    not_a_bool: (f) => `"${f.key}" true ya da false olmalı, ${quote(f.value)} değil`,
    no_room: () =>
      "sunucunun diskinde yer kalmadı: şu anda yeni bir şey saklanamıyor (süren maçlar devam ediyor)",
    not_text: (f) => `"${f.key}" bir metin olmalı, ${quote(f.value)} değil`,
    hello_first: () => "ilk mesaj, bu cihazın tuttuğu gizli anahtarlarla bir hello mesajıdır",
    message_not_json: () => "bir mesaj bir JSON nesnesidir",
    message_not_object: () => 'bir mesaj "type" alanı olan bir JSON nesnesidir',
    message_too_large: (f) => `bir mesaj en çok ${f.limit} bayttır`,
    unknown_message: (f) => `bilinmeyen mesaj türü ${quote(f.type)}`,
    message_field: (f) => `bir ${f.type} mesajı geçerli bir "${f.field}" ister`,
    too_many_messages: () => "çok fazla mesaj: yavaşlayın",
    too_many_connections: (f) =>
      `buradan çok fazla bağlantı açık: ${f.retry_after} saniye sonra yeniden deneyin`,
    too_many_requests: (f) =>
      `buradan çok fazla istek geliyor: ${f.retry_after} saniye sonra yeniden deneyin`,
    request_timeout: (f) => `istek ${f.seconds} saniye içinde tam olarak ulaşmadı`,
    not_http: () => "istek HTTP/1.1 olarak okunamadı",
    too_many_creates: (f) =>
      `buradan çok fazla yeni masa: ${f.retry_after} saniye sonra yeniden deneyin`,
    too_many_tables: (f) =>
      `buradan zaten bitmemiş ${f.limit} masa başlatıldı: birini bitirin ya da silin, sonra ${f.retry_after} saniye sonra yeniden deneyin`,
    too_many_spectators: (f) =>
      `bu masanın zaten ${f.limit} izleyicisi var: ${f.retry_after} saniye sonra yeniden deneyin`,
    too_many_watching: (f) =>
      `buradan zaten ${f.limit} bağlantı izliyor: birini kapatın ya da ${f.retry_after} saniye sonra yeniden deneyin`,
    too_many_computer_tables: (f) =>
      `buradan başlatılan dört bilgisayarlı ${f.limit} masa zaten oynuyor: birini izleyin ya da ${f.retry_after} saniye sonra yeniden deneyin`,
    too_many_hints: (f) =>
      `bu koltuk için çok fazla ipucu: ${f.retry_after} saniye sonra yeniden deneyin`,
    too_many_reads: (f) =>
      `buradan çok fazla tam maç okundu: ${f.retry_after} saniye sonra yeniden deneyin`,
    too_many_reviews_today: (f) =>
      `buradan günde ${f.limit} el incelenebilir ve hepsi kullanıldı: ${f.retry_after} saniye sonra yeniden deneyin`,
    no_profile: () => "önce bu cihazda bir oyuncu profili oluşturun",
    no_such_avatar: (f) => `${quote(f.value)} avatarlardan biri değil`,
    bad_profile_link: () =>
      "bu profil bağlantısı artık geçerli değil: profilin olduğu cihazda yenisini oluşturun",
    no_such_profile: (f) => `${quote(f.profile)} diye bir oyuncu yok`,
    too_many_profiles: (f) =>
      `buradan çok fazla yeni profil: ${f.retry_after} saniye sonra yeniden deneyin`,
    already_waiting: (f) => `zaten bir masada bekliyorsunuz (${f.id})`,
    already_playing: (f) =>
      `herkese açık bir masada süren bir maçınız var (${f.id}): ona dönün ya da bilgisayara bırakıp yenisine başlayın`,
    no_such_pair: (f) => `hiçbir masa ${quote(f.pair)} eş koduna koltuk ayırmıyor`,
    not_public: () => "bu masa herkese açık değil",
    public_deals_known: () =>
      "yalnızca dağıtımlarını kimsenin bilmediği bir maç, yani tohumunu sunucunun rastgele çektiği bir maç herkese açık olabilir",
    public_seat_from_lobby: () =>
      "herkese açık bir masadaki koltuğa herkese açık masalar listesinden, bir oyuncu profiliyle oturulur",
    public_no_takeback: () =>
      "herkese açık bir masanın maçı olduğu gibi oynanır: geri alma, yineleme ya da eli yeniden başlatma yok",
    no_such_language: (f) =>
      `bilinmeyen dil ${quote(f.value)}: şunlardan birini kullanın: ${f.languages.join(", ")}`,
    too_many_quick: (f) =>
      `buradan çok fazla hızlı maç istendi: ${f.retry_after} saniye sonra yeniden deneyin`,
    no_such_period: (f) => `sıralama "week" ya da "all" içindir, ${quote(f.value)} değil`,
    bad_profile_id: (f) => `${quote(f.value)} bir oyuncu kimliği değil`,
    no_such_phrase: (f) => `${quote(f.value)} hızlı tepkilerden biri değil`,
    too_many_reactions: (f) => `çok fazla tepki: ${f.retry_after} saniye sonra yeniden deneyin`,
    no_such_offer: (f) => `${quote(f.offer)} diye bir istek yok (yanıtlandı ya da masa ilerledi)`,
    offer_pending: () => "başka bir istek yanıt bekliyor",
    not_asked: () => "bu cihazda isteğin beklediği bir koltuk yok",
    moved_on: () => "bu masa yeni bir maça geçti: bu maç olduğu gibi saklanır",
    not_waited_for: (f) =>
      f.named.seat.you
        ? "kendinize hatırlatamazsınız"
        : `masa ${halM(f.named.seat, "acc")} beklemiyor`,
    nudge_too_soon: (f) =>
      `${halY(f.named.seat, "dat")} az önce hatırlatıldı: ${f.wait} sn sonra yeniden hatırlatın`,
    names_not_four: () => "names dört girişli bir listedir, her biri bir ad ya da null",
    name_not_here: (f) => `koltuk ${f.seat} bu cihazda oynanmıyor: adını, oturan oyuncu verir`,
    server_failed: () => "sunucu bu isteği karşılayamadı; hiçbir şey değişmedi",
    unknown_host: (f) => `bu sunucu ${quote(f.host)} adına yanıt vermiyor`,
  },
  matchGone: "Bu maç artık burada değil (başka bir sekmede mi silindi?).",
  seatMoved: "Koltuğunuz başka bir cihaza geçti.",
  seatReleased: "Ev sahibi koltuğunuzu boşalttı: artık izliyorsunuz.",
  seatsReleased: (seats) => `Ev sahibi ${ek(`koltuk ${and(seats)}`, "acc")} boşalttı.`,
  stale: "Masa bu arada değişti, bu yüzden o yapılmadı: masanın şimdiki hali bu.",
  noAnswer: "Sunucu yanıt vermedi: bağlantınızı kontrol edip tekrar deneyin.",
  noConnection: "Bağlantı yok: bu cihazın internete bağlı olduğunu kontrol edip tekrar deneyin.",
  moveOffline: "Bağlantı yok: hamleniz yeniden internete bağlandığınızda gönderilecek.",
  moveWaiting: "Bağlantı koptu: hamleniz bağlantı gelir gelmez gönderilecek.",
  // a language chosen whose words could not be fetched (offline): the page stays in this one
  languageUnreachable: (name) => `${name} yüklenemedi: bağlantınızı kontrol edip tekrar deneyin.`,
  seatHint: (s) => `koltuk ${partnerOf(s)} ile ortak`,
  levels: { random: "Kolay", basic: "Orta", strong: "Zor" },
  firstVisitTitle: "Hoş geldiniz! Ne kadar iyi oynuyorsunuz?",
  firstVisitText:
    "Diğer koltukları bilgisayar oynar. Ne kadar güçlü oynayacağını seçin; istediğiniz zaman değiştirebilirsiniz.",
  levelAbout: {
    random: "Dominoya yenisiniz: bilgisayar uyan herhangi bir taşı oynar.",
    basic: "Oyunu biliyorsunuz: bilgisayar iyi alışkanlıklara uyar.",
    strong: "Kazanmak için oynuyorsunuz: bilgisayar masayı okur ve en iyisini oynar.",
  },
  levelChosen: (name) => `Seviye: ${name}. Aşağıdan veya Ayarlar'dan değiştirebilirsiniz.`,
  savedScore: (sides, s) => sides.map((x, i) => `${savedSide(x)} ${s[i]}`).join(", "),
  wonBy: (w) =>
    w.role === "us" ? "kazandık" : w.role === "them" ? "kazandılar" : `${sideName(w)} kazandı`,
  replayWinner: (w) =>
    w === null
      ? "Kaydın bütün dağıtımları oynandı: maç burada biter."
      : `Maçı ${sideName(w)} kazanıyor.`,
  seatTeam: (p, q) => `${Koltuk(p)} · ${koltuk(q)} ile ortak`,
  fairDeal: "Dürüst dağıtım ✓ — nasıl doğrulanır",
  fairDealHelp:
    "El dağıtıldıktan sonra kimse, sunucu bile, taşları değiştiremez: herkes bunu şöyle doğrulayabilir.",
  seedLabel: "Dağıtımların tohumu",
  seedReplays:
    "Aynı tohum aynı elleri yeniden dağıtır: onları yeniden oynamak için bu tohumla yeni bir maç başlatın.",
  teamScore: (side, n) =>
    side.players
      ? `${capital(members(side))}: ${n}`
      : side.role
        ? `${sideTag(side)} (koltuk ${sidePair(side)}): ${n}`
        : `${sideTag(side)}: ${n}`,
  scoreJoin: " · ",
  noFit: (tile, n) => `${tile}, ${n} gösteren uca uymuyor: onda ${n} yok.`,
  dominoBy: (p, w) =>
    `Domino! ${siz(p, "Elinizi bitirdiniz", `${KoltukM(p)} elini bitirdi`)}: eli ${sideName(w)} kazanıyor.`,
  blockBy: {
    totals: (w, wp, lp) => `Kilit: ${sideGen(w)} elinde ${wp} sayı var, ${loserGen(w)} ${lp}.`,
    lowest: (w, wp, lp) => `Kilit: ${sideGen(w)} en hafif eli ${wp} sayı, ${loserGen(w)}ki ${lp}.`,
  },
  scoreChange: (sides, before, after) =>
    `Skor — ${scored(sides[0])}: ${after[0]}, ${scored(sides[1])}: ${after[1]} (önce ${score(before)})`,
  scoreNow: (sides, after) =>
    `Skor — ${scored(sides[0])}: ${after[0]}, ${scored(sides[1])}: ${after[1]}.`,
  handOutcome: (side) => (side.role === "us" ? "Eli kazandınız!" : "Eli kaybettiniz."),
  matchWinner: (w) =>
    w === null
      ? "Kaydın bütün dağıtımları oynandı: maç burada biter."
      : w.role === "us"
        ? "Maçı kazandınız!"
        : w.role === "them"
          ? "Maçı kaybettiniz."
          : `Maçı ${sideName(w)} kazanıyor.`,
  pausedSign: "Bu açıkken bilgisayar oyuncuları bekler; insanlar oynamaya devam edebilir.",
  computerWaitsAnswer: "Bilgisayar oyuncuları istek yanıtlanana kadar bekliyor.",
  computerWaitsShort: "Bilgisayar oyuncuları bekliyor.",
  computerWaits: (who, you, mate) =>
    you
      ? "Bilgisayar oyuncuları bekliyor: kuralları ya da kaydı siz açık tutuyorsunuz."
      : `Bilgisayar oyuncuları bekliyor: ${mate ? "ortağınız" : who} kuralları ya da kaydı açık tutuyor.`,
  yourTurnTitle: (app) => `● Sıra sizde · ${app}`,
  yourTurnBody: "Masa sizi bekliyor.",
  nudge: (p) => `${capital(halM(p, "dat"))} hatırlat`,
  nudgeSent: (p) => `${KoltukM(p)} için nazik bir hatırlatma gönderildi.`,
  nudgedBy: (who, mate) =>
    `${mate ? "Ortağınız" : who} sıranızı nazikçe hatırlatıyor: masa sizi bekliyor.`,
  atReveal: (p) => `${KoltukM(p)} bekleniyor: hâlâ elin sonuna bakıyor.`,
  waitsForYou: "Masa sizi bekliyor: sıra sizde.",
  takenOver:
    "Ev sahibi şimdilik koltuğunuzu bilgisayara oynatıyor; koltuğunuzu geri aldığınızda taşlarınız geri gelir.",
  takenOverAway:
    "Siz yokken koltuğunuzu şimdilik bilgisayar oynuyor; koltuğunuzu geri aldığınızda taşlarınız geri gelir.",
  takeBack: "Koltuğumu geri al",
  movedOn: "Bu masa yeni bir oyuna geçmişti: işte o oyun.",
  theHost: "Ev sahibi",
};
