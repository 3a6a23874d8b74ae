/** The built-in assistant's answers in Brazilian Portuguese (decision 048): the English intents, from the same facts. */
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
import { countText } from "../../../texts/plural";

/** "1 uso", "2 usos": the daily limit in Portuguese's plural forms (texts/plural.ts). */
const uses = countText("pt-BR", { one: "{count} uso", other: "{count} usos" }, FREE_USES_PER_DAY);

export const PT_BR_ANSWERS: Record<string, Answer> = {
  identity: () =>
    `Eu sou o assistente embutido do ${siteName} 🤖. Nenhum modelo de IA está ligado agora, então respondo com o que o site sabe: jogos, ferramentas de Free Fire, limites, regiões, VIP e páginas. Manda a pergunta!`,
  "uid-generator": () => `O ${gen("uid-generator").name} fica em ${TOOLS_PATH} 🛠️ Ele gera de 1 a 10 UIDs aleatórios. Ótimo pra testes, não pra ferramenta de likes.`,
  uid: () =>
    `Seu UID do Free Fire precisa ter de ${UID_MIN_DIGITS} a ${UID_MAX_DIGITS} dígitos, só números: sem espaços, letras ou símbolos. Copia do seu perfil no jogo, cola em ${likes.path} e confere se escolheu a região onde sua conta joga.`,
  limit: () =>
    `A ferramenta de likes dá ${uses} por dia por endereço IP pra quem é free: o servidor conta, então é uma tentativa por dia, parça. Volta amanhã ou vira VIP pra ter likes ilimitados (fala com ${telegramHandle} no Telegram). Detalhes em ${likes.path}.`,
  likes: () =>
    `Likes grátis? Bora! 🔥 Abre ${likes.path}, digita seu UID do Free Fire (${uidDigits} dígitos), escolhe a região e toca em Ganhar Likes Grátis. Quem é free tem ${uses} por dia por IP, e VIP tem likes ilimitados. GG!`,
  vip: () =>
    `VIP é o passe pro 👑: ${vip("pt-BR")}. Quem é free tem ${uses} por dia. Pra virar VIP, manda mensagem pro ${telegramHandle} no Telegram (${links.telegramChat}). Mais em ${FF_BOTS_PATH}.`,
  regions: () =>
    `A ferramenta de likes aceita ${countText("pt-BR", { one: "{count} região", other: "{count} regiões" }, REGIONS.length)}: ${regions("pt-BR")}. Escolhe em ${likes.path} a região onde sua conta joga; região errada é o motivo número um de um pedido falhar.`,
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
    `Pode ficar tranquilo 🛡️: a ferramenta de likes só precisa do seu UID e da região, nunca da sua senha ou login. Nunca passa sua senha pra ninguém, nem pra sites de "diamante grátis". Privacidade: /privacy-policy.`,
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
  free: () => `Aqui é tudo 100% grátis 💸: sem cadastro, sem login, sem pagamento. Só a ferramenta de likes tem um limite justo de ${uses} por dia, e o VIP pula ele.`,
  age: () => `Você precisa ter pelo menos ${MIN_AGE} anos pra usar o site, e com menos de 18 precisa da autorização dos pais. Detalhes em /terms-conditions.`,
  theme: () => `Toca no botão de tema no topo pra alternar entre escuro e claro 🌗. Sua escolha fica salva neste aparelho.`,
  "easter-eggs": () => `Psiu 🤫: aperta N pra ver confete, e tenta clicar em coisas redondas, tipo o avatar. Você não ouviu isso de mim!`,
  thanks: () => `Tamo junto! 🙌 GG e divirta-se no site.`,
  greeting: () =>
    `E aí, gamer! 👋 Tudo certo? Sou o assistente do site: pergunta sobre os ${gameCount} jogos, likes grátis no Free Fire, VIP, regiões, ferramentas ou como falar com ${shortName}.`,
  fallback: () =>
    `Hmm, essa ficou fora do meu loadout 😅 Sou o assistente embutido, então conheço este site: jogos (/games), likes grátis (${likes.path}), ferramentas (${TOOLS_PATH}), utilitários (${UTILITY_TOOLS_PATH}), o blog (/blog) e contato (/contact). Tenta um desses!`,
};
