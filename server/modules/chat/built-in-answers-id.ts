/** The built-in assistant's answers in Indonesian (decision 048): the English intents, from the same facts. */
import {
  BLOG_MIN_WORDS,
  FF_BOTS_PATH,
  FREE_USES_PER_DAY,
  GENERATOR_TOOLS,
  MIN_AGE,
  REGIONS,
  SENSITIVITY_MODES,
  TOOLS_PATH,
  UID_MAX_DIGITS,
  UID_MIN_DIGITS,
  UTILITY_TOOLS,
  UTILITY_TOOLS_PATH,
} from "../../../contracts/site-knowledge";
import {
  links,
  siteName,
  displayName,
  shortName,
  tagline,
  telegramHandle,
  likes,
  uidDigits,
  gameCount,
  listIn,
  util,
  gen,
  regions,
  upcoming,
  gameNames,
  namedGames,
  vip,
  type Answer,
} from "./built-in-answer-kit";

export const ID_ANSWERS: Record<string, Answer> = {
  identity: () =>
    `Aku asisten bawaan ${siteName} 🤖. Sekarang belum ada model AI yang terpasang, jadi aku menjawab dari pengetahuan situs ini: game, tools Free Fire, batas, region, VIP, dan halaman. Tanya aja!`,
  "uid-generator": () => `${gen("uid-generator").name} ada di ${TOOLS_PATH} 🛠️ Membuat 1 sampai 10 UID acak. Cocok buat testing, bukan buat tool like.`,
  uid: () =>
    `UID Free Fire kamu harus ${UID_MIN_DIGITS} sampai ${UID_MAX_DIGITS} digit, angka saja: tanpa spasi, huruf, atau simbol. Salin dari profil di game, tempel di ${likes.path}, dan pastikan kamu pilih region tempat akunmu main.`,
  limit: () =>
    `Tool like memberi pengguna gratis ${FREE_USES_PER_DAY} kali pakai per hari per alamat IP: server yang menghitung, jadi sekali sehari ya, bro. Balik lagi besok, atau ambil VIP untuk like tanpa batas (tanya ${telegramHandle} di Telegram). Detailnya di ${likes.path}.`,
  likes: () =>
    `Like gratis? Gas! 🔥 Buka ${likes.path}, ketik UID Free Fire kamu (${uidDigits} digit), pilih region, lalu tekan Dapatkan Like Gratis. Pengguna gratis dapat ${FREE_USES_PER_DAY} kali per hari per IP, dan VIP dapat like tanpa batas. GG!`,
  vip: () =>
    `VIP itu pass pro 👑: ${vip("id")}. Pengguna gratis dapat ${FREE_USES_PER_DAY} kali per hari. Untuk dapat VIP, kirim pesan ke ${telegramHandle} di Telegram (${links.telegramChat}). Info lain di ${FF_BOTS_PATH}.`,
  regions: () =>
    `Tool like mendukung ${REGIONS.length} region: ${regions("id")}. Pilih region tempat akunmu main di ${likes.path}; salah region adalah alasan nomor satu permintaan gagal.`,
  bots: () => `Hub bot Free Fire ada di ${FF_BOTS_PATH}. ${likes.title} sudah live di ${likes.path}; ${upcoming("id")} segera hadir. Peluncuran sedang loading ⏳`,
  game: (q) => `${listIn("id", namedGames(q))}: langsung jalan di browser, pakai sentuhan atau keyboard. Ayo kejar skor tertinggi! 🎮 Semua ${gameCount} game: /games.`,
  games: () => `Ada ${gameCount} game browser gratis 🎮: ${gameNames("id")}. Pilih satu di /games dan main pakai sentuhan atau keyboard, tanpa download. GG duluan!`,
  qr: () => `${util("qr-code").name} ada di ${UTILITY_TOOLS_PATH} 🛠️ Ketik teks atau link, buat, lalu unduh PNG-nya. Semuanya jalan di browser kamu.`,
  image: () =>
    `${util("image-compressor").name} ada di ${UTILITY_TOOLS_PATH} 🛠️ Gambar dikecilkan jadi JPEG dan kedua ukurannya ditampilkan. Tidak ada yang diunggah: semua di browser kamu.`,
  tts: () => `${util("text-to-speech").name} ada di ${UTILITY_TOOLS_PATH} 🛠️ Tempel teksmu, tekan Speak, dan Stop kapan saja.`,
  clipboard: () => `${util("clipboard-manager").name} ada di ${UTILITY_TOOLS_PATH} 🛠️ Catatan hanya bertahan selama halaman terbuka, jadi salin yang kamu perlu.`,
  sensitivity: () =>
    `${gen("sensitivity-generator").name} ada di ${TOOLS_PATH} 🛠️ Pilih ${listIn("id", SENSITIVITY_MODES)}, generate, lalu unduh setelanmu. Headshot siap meluncur! 🎯`,
  password: () => `${gen("password-generator").name} ada di ${TOOLS_PATH} 🛠️ Password kuat 8 sampai 32 karakter: buat satu, salin, dan rahasiakan.`,
  "name-generator": () => `${gen("ff-name-generator").name} ada di ${TOOLS_PATH} 🛠️ Ketik namamu, tekan Generate, dan salin yang kamu suka. Level gaya: legendaris ✨`,
  tools: () =>
    `Generator di ${TOOLS_PATH}: ${listIn(
      "id",
      GENERATOR_TOOLS.map((t) => t.name),
    )}. Utilitas di ${UTILITY_TOOLS_PATH}: ${listIn(
      "id",
      UTILITY_TOOLS.map((t) => t.name),
    )}. Semua gratis, tanpa daftar 🛠️`,
  safety: () =>
    `Aman kok 🛡️: tool like cuma butuh UID dan region, tidak pernah password atau login. Jangan pernah kasih password ke siapa pun, termasuk situs "diamond gratis". Detail privasi: /privacy-policy.`,
  blog: () =>
    `Blognya ada di /blog 📚: bacaan panjang ${BLOG_MIN_WORDS}+ kata tentang Free Fire, setup gaming, coding, dan membesarkan channel. Siapkan camilan, isinya dalam banget!`,
  commission: () =>
    `Butuh website atau bot? 💼 ${displayName} menerima pesanan: website, situs portofolio, platform gaming, dan bot yang cepat di HP apa pun. Mulai di /contact, dan intip /portfolio dulu.`,
  contact: () =>
    `Mau ngobrol dengan ${displayName}? 📬 Email ${links.businessEmail}, WhatsApp ${links.whatsappChat} atau Telegram ${links.telegramChat}, atau pakai formulir di /contact. Balasannya secepat clutch 1v4!`,
  social: () =>
    `Gabung squad 📲: YouTube ${links.youtube}, Instagram ${links.instagram}, Discord ${links.discord}, dan channel Telegram ${links.telegramChannel}. Semua link ada di /social.`,
  about: () => `Situs ini milik ${displayName}: ${tagline}. Cerita, pencapaian, dan keahliannya ada di /about, proyeknya di /portfolio.`,
  portfolio: () => `Lihat karyanya! 💻 Buka /portfolio: proyek dan channel video.`,
  goals: () => `Mimpi besar! 🚀 Buka /goals: target dan mimpi sang kreator.`,
  coding: () => `Mode coding aktif 👨‍💻 Buka /coding: tech stack dan proyek saat ini.`,
  content: () => `Lampu, kamera, GG! 🎥 Buka /content: video, tutorial, live stream, dan jadwal upload.`,
  community: () => `Squad goals! 🤝 Buka /community: giveaway, nilai, dan aturan komunitas.`,
  gaming: () => `Hidup gamer! 🎮 Buka /gaming: game favorit, setup, dan jadwal stream.`,
  privacy: () => `Datamu penting 🔒 Buka /privacy-policy: data apa yang dipakai situs ini dan kenapa.`,
  terms: () => `Aturan lobi 📜 Buka /terms-conditions: aturan memakai situs ini.`,
  disclaimer: () => `Bagian kecil yang penting 📄 Buka /disclaimer: apa yang dijanjikan situs ini dan apa yang tidak.`,
  free: () =>
    `Semua di sini 100% gratis 💸: tanpa daftar, tanpa login, tanpa bayar. Cuma tool like yang punya batas wajar ${FREE_USES_PER_DAY} kali per hari, dan VIP bebas dari itu.`,
  age: () => `Kamu harus berusia minimal ${MIN_AGE} tahun untuk memakai situs ini, dan di bawah 18 tahun perlu izin orang tua. Detail di /terms-conditions.`,
  theme: () => `Tekan tombol tema di header untuk ganti mode gelap dan terang 🌗. Pilihanmu diingat di perangkat ini.`,
  "easter-eggs": () => `Psst 🤫: tekan N untuk confetti, dan coba klik benda bulat seperti avatar. Jangan bilang dari aku ya!`,
  thanks: () => `Sama-sama! 🙌 GG dan selamat bersenang-senang di sini.`,
  greeting: () => `Halo, gamer! 👋 Apa kabar? Aku asisten situs ini: tanya soal ${gameCount} game, like Free Fire gratis, VIP, region, tools, atau cara menghubungi ${shortName}.`,
  fallback: () =>
    `Hmm, yang itu di luar loadout-ku 😅 Aku asisten bawaan, jadi aku tahu situs ini: game (/games), like gratis (${likes.path}), tools (${TOOLS_PATH}), utilitas (${UTILITY_TOOLS_PATH}), blog (/blog), dan kontak (/contact). Coba salah satunya!`,
};
