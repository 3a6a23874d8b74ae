/**
 * The built-in assistant's answers in Arabic (decision 048): the English intents, from the same
 * facts, in the glossary's voice (light Arabic with the players' words). Counts take Arabic's
 * plural forms (texts/plural.ts): استخدام واحد، استخدامين، 3 استخدامات، 11 استخدامًا.
 */
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
import { countText, type PluralForms } from "../../../texts/plural";

const forms = (one: string, two: string, few: string, singular: string, accusative: string): PluralForms => ({
  zero: `{count} ${singular}`,
  one,
  two,
  few: `{count} ${few}`,
  many: `{count} ${accusative}`,
  other: `{count} ${singular}`,
});
const USES = forms("استخدام واحد", "استخدامين", "استخدامات", "استخدام", "استخدامًا");
const REGION_COUNT = forms("منطقة واحدة", "منطقتين", "مناطق", "منطقة", "منطقةً");
const GAME_COUNT = forms("لعبة واحدة", "لعبتين", "ألعاب", "لعبة", "لعبةً");
const DIGITS = forms("رقم واحد", "رقمين", "أرقام", "رقم", "رقمًا");
const YEARS = forms("سنة واحدة", "سنتين", "سنوات", "سنة", "سنةً");

const uses = countText("ar", USES, FREE_USES_PER_DAY);
const uidLength = `${UID_MIN_DIGITS} إلى ${countText("ar", DIGITS, UID_MAX_DIGITS)}`;

export const AR_ANSWERS: Record<string, Answer> = {
  identity: () =>
    `أنا المساعد المدمج في ${siteName} 🤖. الذكاء الاصطناعي غير متصل حاليًا، فأجاوبك من معلومات الموقع نفسه: الألعاب وأدوات Free Fire والحدود والمناطق وVIP والصفحات. اسأل عن أي شيء!`,
  "uid-generator": () => `${gen("uid-generator").name} موجود في ${TOOLS_PATH} 🛠️ يولّد لك من 1 إلى 10 أرقام UID عشوائية. للتجربة فقط، وليس لأداة اللايكات.`,
  uid: () =>
    `UID حسابك في Free Fire لازم يكون من ${uidLength}، أرقام بس: بدون مسافات أو حروف أو رموز. انسخه من بروفايلك في اللعبة والصقه في ${likes.path}، وتأكد إنك اخترت المنطقة اللي يلعب عليها حسابك.`,
  limit: () =>
    `أداة اللايكات تعطي المستخدم المجاني ${uses} في اليوم لكل عنوان IP: السيرفر هو اللي يحسب، يعني محاولة واحدة في اليوم يا بطل. ارجع بكرة، أو خذ VIP للايكات بلا حدود (كلّم ${telegramHandle} على Telegram). التفاصيل في ${likes.path}.`,
  likes: () =>
    `لايكات مجانية؟ يلا! 🔥 افتح ${likes.path}، اكتب UID حسابك في Free Fire (${UID_MIN_DIGITS}-${countText("ar", DIGITS, UID_MAX_DIGITS)})، اختر منطقتك، واضغط «احصل على لايكات مجانية». المستخدم المجاني له ${uses} في اليوم لكل IP، والـVIP لايكات بلا حدود. GG!`,
  vip: () =>
    `VIP هو باس المحترفين 👑: ${vip("ar")}. المستخدم المجاني له ${uses} في اليوم. عشان تحصل على VIP راسل ${telegramHandle} على Telegram (${links.telegramChat}). المزيد في ${FF_BOTS_PATH}.`,
  regions: () =>
    `أداة اللايكات تدعم ${countText("ar", REGION_COUNT, REGIONS.length)}: ${regions("ar")}. اختر في ${likes.path} المنطقة اللي يلعب عليها حسابك؛ المنطقة الغلط هي أكثر سبب يخلي الطلب يفشل.`,
  bots: () => `مركز بوتات Free Fire في ${FF_BOTS_PATH}. ${likes.title} شغّالة الآن في ${likes.path}؛ و${upcoming("ar")} جاية قريب. الإطلاق قيد التحميل ⏳`,
  game: (q) => `${listIn("ar", namedGames(q))}: تشتغل على طول في متصفحك، باللمس أو بالكيبورد. يلا كسّر الرقم القياسي! 🎮 كل الألعاب الـ${gameCount}: /games.`,
  games: () => `عندنا ${countText("ar", GAME_COUNT, gameCount)} مجانية في المتصفح 🎮: ${gameNames("ar")}. اختر واحدة في /games والعب باللمس أو بالكيبورد، بدون تحميل. GG من الآن!`,
  qr: () => `${util("qr-code").name} موجود في ${UTILITY_TOOLS_PATH} 🛠️ اكتب نصك أو رابطك، أنشئ الرمز، ونزّل صورة PNG. كل شيء يشتغل في متصفحك.`,
  image: () => `${util("image-compressor").name} موجود في ${UTILITY_TOOLS_PATH} 🛠️ يصغّر الصورة إلى JPEG ويعرض لك الحجمين. ما يترفع أي شيء: كله في متصفحك.`,
  tts: () => `${util("text-to-speech").name} موجود في ${UTILITY_TOOLS_PATH} 🛠️ الصق نصك، اضغط Speak، وبعدين Stop وقت ما تحب.`,
  clipboard: () => `${util("clipboard-manager").name} موجود في ${UTILITY_TOOLS_PATH} 🛠️ الملاحظات تبقى بس والصفحة مفتوحة، فانسخ اللي تحتاجه.`,
  sensitivity: () => `${gen("sensitivity-generator").name} موجود في ${TOOLS_PATH} 🛠️ اختر ${listIn("ar", SENSITIVITY_MODES)}، طلّع الإعدادات، ونزّلها. الهيدشوت جاي! 🎯`,
  password: () => `${gen("password-generator").name} موجود في ${TOOLS_PATH} 🛠️ كلمات مرور قوية من 8 إلى 32 حرفًا: أنشئ واحدة، انسخها، وخلّها سر.`,
  "name-generator": () => `${gen("ff-name-generator").name} موجود في ${TOOLS_PATH} 🛠️ اكتب اسمك، اضغط Generate، وانسخ اللي يعجبك. مستوى الستايل: أسطوري ✨`,
  tools: () =>
    `المولّدات في ${TOOLS_PATH}: ${listIn(
      "ar",
      GENERATOR_TOOLS.map((t) => t.name),
    )}. الأدوات المساعدة في ${UTILITY_TOOLS_PATH}: ${listIn(
      "ar",
      UTILITY_TOOLS.map((t) => t.name),
    )}. كلها مجانية وبدون تسجيل 🛠️`,
  safety: () =>
    `أمان تام 🛡️: أداة اللايكات تحتاج بس UID والمنطقة، وما تطلب كلمة مرورك ولا تسجيل دخولك أبدًا. لا تعطي كلمة مرورك لأحد، ولا حتى لمواقع "الجواهر المجانية". تفاصيل الخصوصية: /privacy-policy.`,
  blog: () => `المدونة في /blog 📚: مقالات طويلة من ${BLOG_MIN_WORDS}+ كلمة عن Free Fire وتجهيزات الجيمنج والبرمجة وتكبير القنوات. جهّز لك سناك، المقالات دسمة!`,
  commission: () => `محتاج موقع أو بوت؟ 💼 ${displayName} يشتغل بالطلب: مواقع وبورتفوليو ومنصات ألعاب وبوتات سريعة على أي موبايل. ابدأ من /contact، وشوف /portfolio قبلها.`,
  contact: () =>
    `تحب تتواصل مع ${displayName}؟ 📬 الإيميل ${links.businessEmail} أو WhatsApp ${links.whatsappChat} أو Telegram ${links.telegramChat}، أو استخدم النموذج في /contact. الرد يوصل بسرعة كلتش 1v4!`,
  social: () => `انضم للسكواد 📲: YouTube ${links.youtube} وInstagram ${links.instagram} وDiscord ${links.discord} وقناة Telegram ${links.telegramChannel}. كل الروابط في /social.`,
  about: () => `هذا موقع ${displayName}: ${tagline}. القصة والإنجازات والمهارات في /about، والمشاريع في /portfolio.`,
  portfolio: () => `شوف الشغل! 💻 روح /portfolio: المشاريع وقناة الفيديو.`,
  goals: () => `أحلام كبيرة! 🚀 روح /goals: أهداف صاحب الموقع وأحلامه.`,
  coding: () => `وضع البرمجة شغّال 👨‍💻 روح /coding: التقنيات المستخدمة والمشاريع الحالية.`,
  content: () => `أضواء، كاميرا، GG! 🎥 روح /content: الفيديوهات والدروس والبث وجدول النشر.`,
  community: () => `روح الفريق! 🤝 روح /community: المسابقات والقيم وقواعد المجتمع.`,
  gaming: () => `حياة الجيمرز! 🎮 روح /gaming: الألعاب المفضلة والتجهيزات وجدول البث.`,
  privacy: () => `بياناتك تهمنا 🔒 روح /privacy-policy: أي بيانات يستخدمها الموقع ولماذا.`,
  terms: () => `قوانين اللوبي 📜 روح /terms-conditions: قواعد استخدام الموقع.`,
  disclaimer: () => `التفاصيل الدقيقة 📄 روح /disclaimer: ما يعد به الموقع وما لا يعد به.`,
  free: () => `كل شيء هنا مجاني 100% 💸: بدون تسجيل ولا دخول ولا دفع. بس أداة اللايكات لها حد عادل: ${uses} في اليوم، والـVIP يتخطاه.`,
  age: () => `لازم يكون عمرك ${countText("ar", YEARS, MIN_AGE)} على الأقل عشان تستخدم الموقع، وإذا أقل من 18 تحتاج موافقة أحد والديك. التفاصيل في /terms-conditions.`,
  theme: () => `اضغط زر المظهر فوق في الصفحة عشان تبدّل بين الداكن والفاتح 🌗. اختيارك ينحفظ على هذا الجهاز.`,
  "easter-eggs": () => `بيني وبينك 🤫: اضغط N وشوف القصاصات الملونة، وجرّب تضغط على الأشياء الدائرية مثل الصورة الرمزية. ما سمعتها مني!`,
  thanks: () => `في أي وقت! 🙌 GG واستمتع بالموقع.`,
  greeting: () =>
    `أهلًا يا لاعب! 👋 كيف الحال؟ أنا مساعد الموقع: اسألني عن الألعاب الـ${gameCount}، ولايكات Free Fire المجانية، وVIP، والمناطق، والأدوات، أو كيف تتواصل مع ${shortName}.`,
  fallback: () =>
    `هممم، هذا برّا تخصصي 😅 أنا المساعد المدمج، وأعرف هذا الموقع: الألعاب (/games)، واللايكات المجانية (${likes.path})، والأدوات (${TOOLS_PATH})، والأدوات المساعدة (${UTILITY_TOOLS_PATH})، والمدونة (/blog)، والتواصل (/contact). جرّب واحد منها!`,
};
