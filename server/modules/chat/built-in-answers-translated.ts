/**
 * The built-in assistant's answers in the site's other languages (decision 048): the same intents
 * as the English ones (built-in-intents-*.ts), written from the same facts, in the persona's
 * friendly gaming tone. Paths, names, brands and game titles stay as the site writes them, so
 * the widget still links every path. A test checks that each language answers every intent.
 */
import { siteConfig } from "../../../site.config";
import type { Locale } from "../../../contracts/locales";
import {
  BLOG_MIN_WORDS,
  FF_BOTS_PATH,
  FREE_USES_PER_DAY,
  GAMES,
  GENERATOR_TOOLS,
  MIN_AGE,
  REGIONS,
  SENSITIVITY_MODES,
  TOOLS_PATH,
  UID_MAX_DIGITS,
  UID_MIN_DIGITS,
  UTILITY_TOOLS,
  UTILITY_TOOLS_PATH,
  type SiteTool,
} from "../../../contracts/site-knowledge";
import { gamesNamedIn, type Question } from "./built-in-question";
import { liveBot, upcomingBots } from "./site-facts";

export type TranslatedLocale = Exclude<Locale, "en">;
export type Answer = (q: Question) => string;

const { links, siteName, displayName, shortName, tagline, telegramHandle } = siteConfig;
const likes = liveBot();
const uidDigits = `${UID_MIN_DIGITS}-${UID_MAX_DIGITS}`;
const gameCount = GAMES.length;

/** "a, b e c" in the language's own way of joining a list. */
export function listIn(lang: TranslatedLocale, items: readonly string[]): string {
  return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(items);
}

const tool = (tools: readonly SiteTool[], id: string): SiteTool => {
  const t = tools.find((x) => x.id === id);
  if (!t) throw new Error(`site-knowledge lists no tool "${id}"`);
  return t;
};
const util = (id: string) => tool(UTILITY_TOOLS, id);
const gen = (id: string) => tool(GENERATOR_TOOLS, id);

const regions = (lang: TranslatedLocale) =>
  listIn(
    lang,
    REGIONS.map((r) => `${r.label} (${r.value.toUpperCase()})`),
  );
const upcoming = (lang: TranslatedLocale) =>
  listIn(
    lang,
    upcomingBots().map((b) => `${b.title} (${b.path})`),
  );
const gameNames = (lang: TranslatedLocale) =>
  listIn(
    lang,
    GAMES.map((g) => g.name),
  );
const namedGames = (q: Question) => gamesNamedIn(q).map((g) => `${g.name} (${g.path})`);

/** What VIP adds (contracts/ff-facts.ts VIP_BENEFITS, in its order), in each language. */
export const VIP_BENEFITS_IN: Record<TranslatedLocale, readonly string[]> = {
  hi: ["रोज़ अनलिमिटेड लाइक्स", "प्रायोरिटी सपोर्ट", "सारे प्रीमियम टूल्स", "और तेज़ प्रोसेसिंग"],
  "pt-BR": ["curtidas diárias ilimitadas", "suporte prioritário", "todas as ferramentas premium", "processamento mais rápido"],
  id: ["like harian tanpa batas", "dukungan prioritas", "semua tools premium", "proses lebih cepat"],
  ar: ["إعجابات يومية بلا حدود", "دعم بأولوية", "كل الأدوات المميزة", "معالجة أسرع"],
};
const vip = (lang: TranslatedLocale) => listIn(lang, VIP_BENEFITS_IN[lang]);

const hi: Record<string, Answer> = {
  identity: () =>
    `मैं ${siteName} का बिल्ट-इन असिस्टेंट हूँ 🤖। अभी कोई AI मॉडल जुड़ा नहीं है, इसलिए मैं साइट की अपनी जानकारी से जवाब देता हूँ: गेम्स, Free Fire टूल्स, लिमिट, रीजन, VIP और पेज। पूछो भाई, बेझिझक!`,
  "uid-generator": () => `${gen("uid-generator").name} ${TOOLS_PATH} पर है 🛠️ यह 1 से 10 रैंडम UID बनाता है। टेस्टिंग के लिए बढ़िया, लाइक्स टूल के लिए नहीं।`,
  uid: () =>
    `तुम्हारा Free Fire UID ${UID_MIN_DIGITS} से ${UID_MAX_DIGITS} अंकों का होना चाहिए, सिर्फ़ नंबर: कोई स्पेस, अक्षर या चिन्ह नहीं, यार। इसे गेम की प्रोफ़ाइल से कॉपी करके ${likes.path} पर पेस्ट करो, और देख लो कि रीजन वही चुना है जिस पर तुम्हारा अकाउंट खेलता है।`,
  limit: () =>
    `लाइक्स टूल फ़्री यूज़र्स को हर IP एड्रेस पर रोज़ ${FREE_USES_PER_DAY} बार चलाने देता है: गिनती सर्वर रखता है, तो दिन में एक ही ट्राई, भाई। कल फिर आना, या अनलिमिटेड लाइक्स के लिए VIP लो (Telegram पर ${telegramHandle} से पूछो)। पूरी जानकारी ${likes.path} पर।`,
  likes: () =>
    `फ़्री लाइक्स? चलो! 🔥 ${likes.path} खोलो, अपना Free Fire UID (${uidDigits} अंक) डालो, रीजन चुनो और Get Free Likes दबाओ। फ़्री यूज़र्स को हर IP पर रोज़ ${FREE_USES_PER_DAY} बार मिलता है, और VIP को अनलिमिटेड लाइक्स। GG!`,
  vip: () =>
    `VIP है प्रो पास 👑: ${vip("hi")}। फ़्री यूज़र्स को रोज़ ${FREE_USES_PER_DAY} बार मिलता है। VIP लेने के लिए Telegram पर ${telegramHandle} को मैसेज करो (${links.telegramChat})। ज़्यादा जानकारी ${FF_BOTS_PATH} पर।`,
  regions: () =>
    `लाइक्स टूल ${REGIONS.length} रीजन सपोर्ट करता है: ${regions("hi")}। ${likes.path} पर वही रीजन चुनो जिस पर तुम्हारा अकाउंट खेलता है; गलत रीजन ही रिक्वेस्ट फ़ेल होने की सबसे बड़ी वजह है, यार।`,
  bots: () => `Free Fire बॉट्स हब ${FF_BOTS_PATH} पर है। ${likes.title} ${likes.path} पर लाइव है; ${upcoming("hi")} जल्द आ रहे हैं। लॉन्च लोड हो रहा है ⏳`,
  game: (q) => `${listIn("hi", namedGames(q))}: सीधे तुम्हारे ब्राउज़र में, टच या कीबोर्ड से खेलो। जाओ, हाई स्कोर बनाओ! 🎮 सारे ${gameCount} गेम्स: /games।`,
  games: () => `हमारे पास ${gameCount} फ़्री ब्राउज़र गेम्स हैं 🎮: ${gameNames("hi")}। /games पर कोई भी चुनो और टच या कीबोर्ड से खेलो, कुछ डाउनलोड नहीं करना। पहले से GG!`,
  qr: () => `${util("qr-code").name} ${UTILITY_TOOLS_PATH} पर है 🛠️ अपना टेक्स्ट या लिंक लिखो, बनाओ और PNG डाउनलोड करो। सब कुछ तुम्हारे ब्राउज़र में चलता है।`,
  image: () => `${util("image-compressor").name} ${UTILITY_TOOLS_PATH} पर है 🛠️ यह इमेज को छोटी JPEG बनाता है और दोनों साइज़ दिखाता है। कुछ भी अपलोड नहीं होता: सब तुम्हारे ब्राउज़र में।`,
  tts: () => `${util("text-to-speech").name} ${UTILITY_TOOLS_PATH} पर है 🛠️ अपना टेक्स्ट पेस्ट करो, Speak दबाओ, और जब चाहो Stop करो।`,
  clipboard: () => `${util("clipboard-manager").name} ${UTILITY_TOOLS_PATH} पर है 🛠️ नोट्स सिर्फ़ तब तक रहते हैं जब तक पेज खुला है, तो जो चाहिए वो कॉपी कर लो।`,
  sensitivity: () =>
    `${gen("sensitivity-generator").name} ${TOOLS_PATH} पर है 🛠️ ${listIn("hi", SENSITIVITY_MODES)} में से स्टाइल चुनो, जनरेट करो, फिर अपनी सेटिंग्स डाउनलोड करो। हेडशॉट्स आने वाले हैं! 🎯`,
  password: () => `${gen("password-generator").name} ${TOOLS_PATH} पर है 🛠️ 8 से 32 अक्षरों के मज़बूत पासवर्ड: एक बनाओ, कॉपी करो और किसी को मत बताना।`,
  "name-generator": () => `${gen("ff-name-generator").name} ${TOOLS_PATH} पर है 🛠️ अपना नाम लिखो, Generate दबाओ और जो पसंद आए उसे कॉपी करो। ड्रिप लेवल: लेजेंडरी ✨`,
  tools: () =>
    `जनरेटर ${TOOLS_PATH} पर: ${listIn(
      "hi",
      GENERATOR_TOOLS.map((t) => t.name),
    )}। यूटिलिटीज़ ${UTILITY_TOOLS_PATH} पर: ${listIn(
      "hi",
      UTILITY_TOOLS.map((t) => t.name),
    )}। सब फ़्री, कोई साइनअप नहीं 🛠️`,
  safety: () =>
    `एकदम सेफ़ 🛡️: लाइक्स टूल को सिर्फ़ तुम्हारा UID और रीजन चाहिए, कभी भी पासवर्ड या लॉगिन नहीं। अपना पासवर्ड किसी को मत देना, "फ़्री डायमंड" वाली साइट्स को भी नहीं। प्राइवेसी की जानकारी: /privacy-policy।`,
  blog: () => `ब्लॉग /blog पर है 📚: Free Fire, गेमिंग सेटअप, कोडिंग और चैनल बढ़ाने पर ${BLOG_MIN_WORDS}+ शब्दों के लंबे लेख। स्नैक ले लो, ये पूरे डीप डाइव हैं!`,
  commission: () =>
    `वेबसाइट या बॉट बनवाना है? 💼 ${displayName} कमीशन का काम लेते हैं: वेबसाइट, पोर्टफ़ोलियो साइट, गेमिंग प्लेटफ़ॉर्म और बॉट जो हर फ़ोन पर तेज़ चलें। /contact से शुरू करो, और पहले /portfolio देख लो।`,
  contact: () =>
    `${displayName} से बात करनी है? 📬 ईमेल ${links.businessEmail}, WhatsApp ${links.whatsappChat} या Telegram ${links.telegramChat}, या /contact पर फ़ॉर्म भरो। जवाब क्लच 1v4 जितनी तेज़ी से आता है!`,
  social: () =>
    `स्क्वाड में शामिल हो जाओ 📲: YouTube ${links.youtube}, Instagram ${links.instagram}, Discord ${links.discord} और Telegram चैनल ${links.telegramChannel}। सारे लिंक /social पर हैं।`,
  about: () => `यह साइट ${displayName} की है: ${tagline}। कहानी, माइलस्टोन और स्किल्स /about पर हैं, और प्रोजेक्ट्स /portfolio पर।`,
  portfolio: () => `काम देख लो! 💻 /portfolio पर जाओ: प्रोजेक्ट्स और वीडियो चैनल।`,
  goals: () => `बड़े सपने, भाई! 🚀 /goals पर जाओ: क्रिएटर के लक्ष्य और सपने।`,
  coding: () => `कोड मोड ऑन 👨‍💻 /coding पर जाओ: टेक स्टैक और अभी के प्रोजेक्ट्स।`,
  content: () => `लाइट्स, कैमरा, GG! 🎥 /content पर जाओ: वीडियो, ट्यूटोरियल, स्ट्रीम और अपलोड शेड्यूल।`,
  community: () => `स्क्वाड गोल्स! 🤝 /community पर जाओ: गिवअवे, वैल्यूज़ और कम्युनिटी के नियम।`,
  gaming: () => `गेमर लाइफ़! 🎮 /gaming पर जाओ: पसंदीदा गेम्स, सेटअप और स्ट्रीम शेड्यूल।`,
  privacy: () => `तुम्हारा डेटा मायने रखता है 🔒 /privacy-policy पर जाओ: साइट कौन सा डेटा इस्तेमाल करती है और क्यों।`,
  terms: () => `लॉबी के नियम 📜 /terms-conditions पर जाओ: साइट इस्तेमाल करने के नियम।`,
  disclaimer: () => `बारीक बातें 📄 /disclaimer पर जाओ: साइट क्या वादा करती है और क्या नहीं।`,
  free: () => `यहाँ सब कुछ 100% फ़्री है 💸: न साइनअप, न लॉगिन, न पेमेंट। बस लाइक्स टूल की रोज़ ${FREE_USES_PER_DAY} बार की लिमिट है, और VIP उसे छोड़ देता है।`,
  age: () => `साइट इस्तेमाल करने के लिए कम से कम ${MIN_AGE} साल का होना ज़रूरी है, और 18 से कम हो तो माता-पिता की इजाज़त चाहिए। जानकारी /terms-conditions में।`,
  theme: () => `डार्क और लाइट के बीच बदलने के लिए हेडर में थीम बटन दबाओ 🌗। तुम्हारी पसंद इस डिवाइस पर याद रहती है।`,
  "easter-eggs": () => `श्श 🤫: कॉन्फ़ेटी के लिए N दबाओ, और अवतार जैसी गोल चीज़ों पर क्लिक करके देखो। मैंने कुछ नहीं बताया!`,
  thanks: () => `कभी भी, भाई! 🙌 GG और साइट पर मज़े करो।`,
  greeting: () => `हे गेमर! 👋 क्या हाल है? मैं साइट का असिस्टेंट हूँ: ${gameCount} गेम्स, फ़्री Free Fire लाइक्स, VIP, रीजन, टूल्स या ${shortName} तक पहुँचने के बारे में पूछो।`,
  fallback: () =>
    `हम्म, यह मेरे लोडआउट से बाहर है 😅 मैं बिल्ट-इन असिस्टेंट हूँ, तो मुझे यह साइट पता है: गेम्स (/games), फ़्री लाइक्स (${likes.path}), टूल्स (${TOOLS_PATH}), यूटिलिटीज़ (${UTILITY_TOOLS_PATH}), ब्लॉग (/blog) और संपर्क (/contact)। इनमें से कुछ पूछो!`,
};

const ptBR: Record<string, Answer> = {
  identity: () =>
    `Eu sou o assistente embutido do ${siteName} 🤖. Nenhum modelo de IA está ligado agora, então respondo com o que o site sabe: jogos, ferramentas de Free Fire, limites, regiões, VIP e páginas. Manda a pergunta!`,
  "uid-generator": () => `O ${gen("uid-generator").name} fica em ${TOOLS_PATH} 🛠️ Ele gera de 1 a 10 UIDs aleatórios. Ótimo pra testes, não pra ferramenta de curtidas.`,
  uid: () =>
    `Seu UID do Free Fire precisa ter de ${UID_MIN_DIGITS} a ${UID_MAX_DIGITS} dígitos, só números: sem espaços, letras ou símbolos. Copia do seu perfil no jogo, cola em ${likes.path} e confere se escolheu a região onde sua conta joga.`,
  limit: () =>
    `A ferramenta de curtidas dá ${FREE_USES_PER_DAY} uso por dia por endereço IP pra quem é free: o servidor conta, então é uma tentativa por dia, parça. Volta amanhã ou vira VIP pra ter curtidas ilimitadas (fala com ${telegramHandle} no Telegram). Detalhes em ${likes.path}.`,
  likes: () =>
    `Curtidas grátis? Bora! 🔥 Abre ${likes.path}, digita seu UID do Free Fire (${uidDigits} dígitos), escolhe a região e toca em Get Free Likes. Quem é free tem ${FREE_USES_PER_DAY} uso por dia por IP, e VIP tem curtidas ilimitadas. GG!`,
  vip: () =>
    `VIP é o passe pro 👑: ${vip("pt-BR")}. Quem é free tem ${FREE_USES_PER_DAY} uso por dia. Pra virar VIP, manda mensagem pro ${telegramHandle} no Telegram (${links.telegramChat}). Mais em ${FF_BOTS_PATH}.`,
  regions: () =>
    `A ferramenta de curtidas aceita ${REGIONS.length} regiões: ${regions("pt-BR")}. Escolhe em ${likes.path} a região onde sua conta joga; região errada é o motivo número um de um pedido falhar.`,
  bots: () => `O hub de bots de Free Fire fica em ${FF_BOTS_PATH}. ${likes.title} já está no ar em ${likes.path}; ${upcoming("pt-BR")} chegam em breve. Lançamento carregando ⏳`,
  game: (q) => `${listIn("pt-BR", namedGames(q))}: roda direto no navegador, no toque ou no teclado. Vai lá bater o recorde! 🎮 Todos os ${gameCount} jogos: /games.`,
  games: () => `Temos ${gameCount} jogos grátis no navegador 🎮: ${gameNames("pt-BR")}. Escolhe um em /games e joga no toque ou no teclado, sem baixar nada. GG antecipado!`,
  qr: () => `O ${util("qr-code").name} fica em ${UTILITY_TOOLS_PATH} 🛠️ Digita seu texto ou link, gera e baixa o PNG. Tudo roda no seu navegador.`,
  image: () =>
    `O ${util("image-compressor").name} fica em ${UTILITY_TOOLS_PATH} 🛠️ Ele reduz a imagem pra um JPEG e mostra os dois tamanhos. Nada é enviado: funciona no seu navegador.`,
  tts: () => `O ${util("text-to-speech").name} fica em ${UTILITY_TOOLS_PATH} 🛠️ Cola seu texto, toca em Speak e em Stop quando quiser.`,
  clipboard: () => `O ${util("clipboard-manager").name} fica em ${UTILITY_TOOLS_PATH} 🛠️ As notas só ficam enquanto a página está aberta, então copia o que precisar.`,
  sensitivity: () =>
    `O ${gen("sensitivity-generator").name} fica em ${TOOLS_PATH} 🛠️ Escolhe entre ${listIn("pt-BR", SENSITIVITY_MODES)}, gera e baixa suas configurações. Capa vindo aí! 🎯`,
  password: () => `O ${gen("password-generator").name} fica em ${TOOLS_PATH} 🛠️ Senhas fortes de 8 a 32 caracteres: gera uma, copia e guarda segredo.`,
  "name-generator": () => `O ${gen("ff-name-generator").name} fica em ${TOOLS_PATH} 🛠️ Digita seu nome, toca em Generate e copia o que curtir. Nível de estilo: lendário ✨`,
  tools: () =>
    `Geradores em ${TOOLS_PATH}: ${listIn(
      "pt-BR",
      GENERATOR_TOOLS.map((t) => t.name),
    )}. Utilitários em ${UTILITY_TOOLS_PATH}: ${listIn(
      "pt-BR",
      UTILITY_TOOLS.map((t) => t.name),
    )}. Tudo grátis, sem cadastro 🛠️`,
  safety: () =>
    `Pode ficar tranquilo 🛡️: a ferramenta de curtidas só precisa do seu UID e da região, nunca da sua senha ou login. Nunca passa sua senha pra ninguém, nem pra sites de "diamante grátis". Privacidade: /privacy-policy.`,
  blog: () =>
    `O blog fica em /blog 📚: textões de ${BLOG_MIN_WORDS}+ palavras sobre Free Fire, setup de jogo, programação e como crescer um canal. Pega um lanche, são mergulhos de verdade!`,
  commission: () =>
    `Precisa de um site ou de um bot? 💼 ${displayName} aceita trabalhos por encomenda: sites, portfólios, plataformas de games e bots que carregam rápido em qualquer celular. Começa em /contact e dá uma olhada em /portfolio antes.`,
  contact: () =>
    `Quer falar com ${displayName}? 📬 E-mail ${links.businessEmail}, WhatsApp ${links.whatsappChat} ou Telegram ${links.telegramChat}, ou usa o formulário em /contact. A resposta vem rápida que nem um clutch 1v4!`,
  social: () =>
    `Cola no squad 📲: YouTube ${links.youtube}, Instagram ${links.instagram}, Discord ${links.discord} e o canal do Telegram ${links.telegramChannel}. Todos os links em /social.`,
  about: () => `Este site é de ${displayName}: ${tagline}. A história, as conquistas e as habilidades estão em /about, e os projetos em /portfolio.`,
  portfolio: () => `Confere o trabalho! 💻 Vai em /portfolio: projetos e o canal de vídeos.`,
  goals: () => `Sonhos grandes! 🚀 Vai em /goals: os objetivos e sonhos do criador.`,
  coding: () => `Modo código ligado 👨‍💻 Vai em /coding: as tecnologias e os projetos atuais.`,
  content: () => `Luz, câmera, GG! 🎥 Vai em /content: vídeos, tutoriais, lives e o calendário de uploads.`,
  community: () => `Squad goals! 🤝 Vai em /community: sorteios, valores e as regras da comunidade.`,
  gaming: () => `Vida de gamer! 🎮 Vai em /gaming: jogos favoritos, setup e horários de live.`,
  privacy: () => `Seus dados importam 🔒 Vai em /privacy-policy: quais dados o site usa e por quê.`,
  terms: () => `As regras do lobby 📜 Vai em /terms-conditions: as regras de uso do site.`,
  disclaimer: () => `As letras miúdas 📄 Vai em /disclaimer: o que o site promete e o que não promete.`,
  free: () =>
    `Aqui é tudo 100% grátis 💸: sem cadastro, sem login, sem pagamento. Só a ferramenta de curtidas tem um limite justo de ${FREE_USES_PER_DAY} uso por dia, e o VIP pula ele.`,
  age: () => `Você precisa ter pelo menos ${MIN_AGE} anos pra usar o site, e com menos de 18 precisa da autorização dos pais. Detalhes em /terms-conditions.`,
  theme: () => `Toca no botão de tema no topo pra alternar entre escuro e claro 🌗. Sua escolha fica salva neste aparelho.`,
  "easter-eggs": () => `Psiu 🤫: aperta N pra ver confete, e tenta clicar em coisas redondas, tipo o avatar. Você não ouviu isso de mim!`,
  thanks: () => `Tamo junto! 🙌 GG e divirta-se no site.`,
  greeting: () =>
    `E aí, gamer! 👋 Tudo certo? Sou o assistente do site: pergunta sobre os ${gameCount} jogos, curtidas grátis no Free Fire, VIP, regiões, ferramentas ou como falar com ${shortName}.`,
  fallback: () =>
    `Hmm, essa ficou fora do meu loadout 😅 Sou o assistente embutido, então conheço este site: jogos (/games), curtidas grátis (${likes.path}), ferramentas (${TOOLS_PATH}), utilitários (${UTILITY_TOOLS_PATH}), o blog (/blog) e contato (/contact). Tenta um desses!`,
};

const id: Record<string, Answer> = {
  identity: () =>
    `Aku asisten bawaan ${siteName} 🤖. Sekarang belum ada model AI yang terpasang, jadi aku menjawab dari pengetahuan situs ini: game, tools Free Fire, batas, region, VIP, dan halaman. Tanya aja!`,
  "uid-generator": () => `${gen("uid-generator").name} ada di ${TOOLS_PATH} 🛠️ Membuat 1 sampai 10 UID acak. Cocok buat testing, bukan buat tool like.`,
  uid: () =>
    `UID Free Fire kamu harus ${UID_MIN_DIGITS} sampai ${UID_MAX_DIGITS} digit, angka saja: tanpa spasi, huruf, atau simbol. Salin dari profil di game, tempel di ${likes.path}, dan pastikan kamu pilih region tempat akunmu main.`,
  limit: () =>
    `Tool like memberi pengguna gratis ${FREE_USES_PER_DAY} kali pakai per hari per alamat IP: server yang menghitung, jadi sekali sehari ya, bro. Balik lagi besok, atau ambil VIP untuk like tanpa batas (tanya ${telegramHandle} di Telegram). Detailnya di ${likes.path}.`,
  likes: () =>
    `Like gratis? Gas! 🔥 Buka ${likes.path}, ketik UID Free Fire kamu (${uidDigits} digit), pilih region, lalu tekan Get Free Likes. Pengguna gratis dapat ${FREE_USES_PER_DAY} kali per hari per IP, dan VIP dapat like tanpa batas. GG!`,
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

const ar: Record<string, Answer> = {
  identity: () =>
    `أنا المساعد المدمج في ${siteName} 🤖. لا يوجد نموذج ذكاء اصطناعي متصل الآن، لذا أجيب من معلومات الموقع نفسه: الألعاب وأدوات Free Fire والحدود والمناطق وVIP والصفحات. اسأل ما تشاء!`,
  "uid-generator": () => `${gen("uid-generator").name} موجود في ${TOOLS_PATH} 🛠️ يولّد من 1 إلى 10 معرّفات UID عشوائية. مفيد للتجربة، لا لأداة الإعجابات.`,
  uid: () =>
    `يجب أن يتكون UID الخاص بك في Free Fire من ${UID_MIN_DIGITS} إلى ${UID_MAX_DIGITS} أرقام فقط: بلا مسافات أو حروف أو رموز. انسخه من ملفك الشخصي في اللعبة والصقه في ${likes.path}، وتأكد أنك اخترت المنطقة التي يلعب عليها حسابك.`,
  limit: () =>
    `تمنح أداة الإعجابات المستخدم المجاني ${FREE_USES_PER_DAY} استخدامًا في اليوم لكل عنوان IP: الخادم هو من يعدّ، لذا محاولة واحدة يوميًا يا صديقي. عُد غدًا، أو اشترك في VIP لإعجابات بلا حدود (اسأل ${telegramHandle} على Telegram). التفاصيل في ${likes.path}.`,
  likes: () =>
    `إعجابات مجانية؟ هيا بنا! 🔥 افتح ${likes.path}، واكتب UID الخاص بك في Free Fire (${uidDigits} رقمًا)، واختر منطقتك، ثم اضغط Get Free Likes. للمستخدم المجاني ${FREE_USES_PER_DAY} استخدام يوميًا لكل IP، ولـ VIP إعجابات بلا حدود. GG!`,
  vip: () =>
    `VIP هو تذكرة المحترفين 👑: ${vip("ar")}. للمستخدم المجاني ${FREE_USES_PER_DAY} استخدام يوميًا. للحصول على VIP راسل ${telegramHandle} على Telegram (${links.telegramChat}). المزيد في ${FF_BOTS_PATH}.`,
  regions: () => `تدعم أداة الإعجابات ${REGIONS.length} مناطق: ${regions("ar")}. اختر في ${likes.path} المنطقة التي يلعب عليها حسابك؛ فالمنطقة الخاطئة أكثر سبب لفشل الطلب.`,
  bots: () => `مركز بوتات Free Fire في ${FF_BOTS_PATH}. ${likes.title} متاح الآن في ${likes.path}؛ و${upcoming("ar")} قادمة قريبًا. الإطلاق قيد التحميل ⏳`,
  game: (q) => `${listIn("ar", namedGames(q))}: تعمل مباشرة في متصفحك، باللمس أو بلوحة المفاتيح. هيا حطّم الرقم القياسي! 🎮 كل الألعاب الـ${gameCount}: /games.`,
  games: () => `لدينا ${gameCount} لعبة مجانية في المتصفح 🎮: ${gameNames("ar")}. اختر واحدة في /games والعب باللمس أو بلوحة المفاتيح، بلا تنزيل. GG مقدمًا!`,
  qr: () => `${util("qr-code").name} موجود في ${UTILITY_TOOLS_PATH} 🛠️ اكتب نصك أو رابطك، وأنشئ الرمز، ثم نزّل صورة PNG. كل شيء يعمل في متصفحك.`,
  image: () => `${util("image-compressor").name} موجود في ${UTILITY_TOOLS_PATH} 🛠️ يصغّر الصورة إلى JPEG ويعرض الحجمين. لا يُرفع أي شيء: كل شيء في متصفحك.`,
  tts: () => `${util("text-to-speech").name} موجود في ${UTILITY_TOOLS_PATH} 🛠️ الصق نصك، واضغط Speak، ثم Stop متى شئت.`,
  clipboard: () => `${util("clipboard-manager").name} موجود في ${UTILITY_TOOLS_PATH} 🛠️ تبقى الملاحظات ما دامت الصفحة مفتوحة فقط، فانسخ ما تحتاجه.`,
  sensitivity: () => `${gen("sensitivity-generator").name} موجود في ${TOOLS_PATH} 🛠️ اختر ${listIn("ar", SENSITIVITY_MODES)}، وولّد الإعدادات، ثم نزّلها. الطلقات في الرأس قادمة! 🎯`,
  password: () => `${gen("password-generator").name} موجود في ${TOOLS_PATH} 🛠️ كلمات مرور قوية من 8 إلى 32 حرفًا: أنشئ واحدة وانسخها واحتفظ بها سرًا.`,
  "name-generator": () => `${gen("ff-name-generator").name} موجود في ${TOOLS_PATH} 🛠️ اكتب اسمك، واضغط Generate، وانسخ ما يعجبك. مستوى الأناقة: أسطوري ✨`,
  tools: () =>
    `المولّدات في ${TOOLS_PATH}: ${listIn(
      "ar",
      GENERATOR_TOOLS.map((t) => t.name),
    )}. الأدوات المساعدة في ${UTILITY_TOOLS_PATH}: ${listIn(
      "ar",
      UTILITY_TOOLS.map((t) => t.name),
    )}. كلها مجانية وبلا تسجيل 🛠️`,
  safety: () =>
    `في أمان تام 🛡️: أداة الإعجابات تحتاج فقط إلى UID والمنطقة، ولا تطلب كلمة مرورك أو تسجيل دخولك أبدًا. لا تشارك كلمة مرورك مع أحد، ولا حتى مواقع "الجواهر المجانية". تفاصيل الخصوصية: /privacy-policy.`,
  blog: () => `المدونة في /blog 📚: مقالات طويلة من ${BLOG_MIN_WORDS}+ كلمة عن Free Fire وتجهيزات الألعاب والبرمجة وتنمية القنوات. جهّز وجبة خفيفة، فهي غوص عميق حقًا!`,
  commission: () =>
    `تحتاج موقعًا أو بوتًا؟ 💼 يقبل ${displayName} أعمالًا بالطلب: مواقع ومعارض أعمال ومنصات ألعاب وبوتات سريعة على أي هاتف. ابدأ من /contact، وألقِ نظرة على /portfolio أولًا.`,
  contact: () =>
    `تريد التحدث مع ${displayName}؟ 📬 البريد ${links.businessEmail} أو WhatsApp ${links.whatsappChat} أو Telegram ${links.telegramChat}، أو استخدم النموذج في /contact. الرد يصل بسرعة لقطة 1v4 حاسمة!`,
  social: () =>
    `انضم إلى الفريق 📲: YouTube ${links.youtube} وInstagram ${links.instagram} وDiscord ${links.discord} وقناة Telegram ${links.telegramChannel}. كل الروابط في /social.`,
  about: () => `هذا الموقع يخص ${displayName}: ${tagline}. القصة والإنجازات والمهارات في /about، والمشاريع في /portfolio.`,
  portfolio: () => `ألقِ نظرة على الأعمال! 💻 توجّه إلى /portfolio: المشاريع وقناة الفيديو.`,
  goals: () => `أحلام كبيرة! 🚀 توجّه إلى /goals: أهداف صاحب الموقع وأحلامه.`,
  coding: () => `وضع البرمجة يعمل 👨‍💻 توجّه إلى /coding: التقنيات المستخدمة والمشاريع الحالية.`,
  content: () => `أضواء، كاميرا، GG! 🎥 توجّه إلى /content: الفيديوهات والدروس والبث وجدول النشر.`,
  community: () => `روح الفريق! 🤝 توجّه إلى /community: المسابقات والقيم وإرشادات المجتمع.`,
  gaming: () => `حياة اللاعبين! 🎮 توجّه إلى /gaming: الألعاب المفضلة والتجهيزات وجدول البث.`,
  privacy: () => `بياناتك مهمة 🔒 توجّه إلى /privacy-policy: ما البيانات التي يستخدمها الموقع ولماذا.`,
  terms: () => `قواعد الردهة 📜 توجّه إلى /terms-conditions: قواعد استخدام الموقع.`,
  disclaimer: () => `التفاصيل الدقيقة 📄 توجّه إلى /disclaimer: ما يعد به الموقع وما لا يعد به.`,
  free: () => `كل شيء هنا مجاني 100% 💸: بلا تسجيل ولا دخول ولا دفع. فقط أداة الإعجابات لها حد عادل هو ${FREE_USES_PER_DAY} استخدام يوميًا، وVIP يتخطاه.`,
  age: () => `يجب أن يكون عمرك ${MIN_AGE} عامًا على الأقل لاستخدام الموقع، وإن كنت دون 18 فتحتاج إلى موافقة أحد والديك. التفاصيل في /terms-conditions.`,
  theme: () => `اضغط زر المظهر في أعلى الصفحة للتبديل بين الداكن والفاتح 🌗. يُحفظ اختيارك على هذا الجهاز.`,
  "easter-eggs": () => `همس 🤫: اضغط N لترى القصاصات الملونة، وجرّب النقر على الأشياء الدائرية مثل الصورة الرمزية. لم تسمع هذا مني!`,
  thanks: () => `في أي وقت! 🙌 GG واستمتع بالموقع.`,
  greeting: () =>
    `أهلًا أيها اللاعب! 👋 كيف حالك؟ أنا مساعد الموقع: اسألني عن الألعاب الـ${gameCount}، وإعجابات Free Fire المجانية، وVIP، والمناطق، والأدوات، أو كيف تتواصل مع ${shortName}.`,
  fallback: () =>
    `هممم، هذا خارج عتادي 😅 أنا المساعد المدمج، لذا أعرف هذا الموقع: الألعاب (/games)، والإعجابات المجانية (${likes.path})، والأدوات (${TOOLS_PATH})، والأدوات المساعدة (${UTILITY_TOOLS_PATH})، والمدونة (/blog)، والتواصل (/contact). جرّب أحدها!`,
};

export const TRANSLATED_ANSWERS: Record<TranslatedLocale, Record<string, Answer>> = { hi, "pt-BR": ptBR, id, ar };

/**
 * Words a visitor might type in their own language, per intent (the English cues match English and
 * Hinglish; these add the other scripts and languages). Plain substrings: `\b` knows no Devanagari
 * or Arabic letters. Each match adds 3, as a clear English cue does.
 */
export const NATIVE_CUES: readonly (readonly [intent: string, cue: RegExp])[] = [
  ["likes", /लाइक|curtida|\blike\b|إعجاب|لايك/],
  ["vip", /वीआईपी|في ?آي ?بي/],
  ["regions", /रीजन|região|regiões|\bwilayah\b|منطق/],
  ["games", /गेम|खेल|\bjogos?\b|\bpermainan\b|\bmain game\b|لعب|ألعاب|العاب/],
  ["blog", /ब्लॉग|लेख|\bartigos?\b|\bartikel\b|مدونة|مقال/],
  ["contact", /संपर्क|\bcontato\b|\bkontak\b|\bhubungi\b|تواصل|اتصال/],
  ["free", /फ़्री|फ्री|मुफ़्त|मुफ्त|\bgrátis\b|\bgratuito\b|\bgratis\b|مجان/],
  ["safety", /सुरक्षित|पासवर्ड|\bsegur[oa]\b|\bsenha\b|\baman\b|آمن|كلمة المرور|حظر/],
  ["tools", /टूल|\bferramentas?\b|\balat\b|أدوات|أداة/],
  ["thanks", /धन्यवाद|शुक्रिया|\bobrigad[oa]\b|\bvaleu\b|terima kasih|\bmakasih\b|شكر/],
  ["greeting", /^(नमस्ते|नमस्कार|हेलो|हाय|olá|\boi\b|\bhalo\b|\bhai\b|مرحب|السلام|أهلا|اهلا)/],
];
