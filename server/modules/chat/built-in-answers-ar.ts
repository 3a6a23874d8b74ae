/** The built-in assistant's answers in Arabic (decision 048): the English intents, from the same facts. */
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

export const AR_ANSWERS: Record<string, Answer> = {
  identity: () =>
    `أنا المساعد المدمج في ${siteName} 🤖. لا يوجد نموذج ذكاء اصطناعي متصل الآن، لذا أجيب من معلومات الموقع نفسه: الألعاب وأدوات Free Fire والحدود والمناطق وVIP والصفحات. اسأل ما تشاء!`,
  "uid-generator": () => `${gen("uid-generator").name} موجود في ${TOOLS_PATH} 🛠️ يولّد من 1 إلى 10 أرقام UID عشوائية. مفيد للتجربة، لا لأداة اللايكات.`,
  uid: () =>
    `يجب أن يتكون UID الخاص بك في Free Fire من ${UID_MIN_DIGITS} إلى ${UID_MAX_DIGITS} أرقام فقط: بلا مسافات أو حروف أو رموز. انسخه من ملفك الشخصي في اللعبة والصقه في ${likes.path}، وتأكد أنك اخترت المنطقة التي يلعب عليها حسابك.`,
  limit: () =>
    `تمنح أداة اللايكات المستخدم المجاني ${FREE_USES_PER_DAY} استخدامًا في اليوم لكل عنوان IP: الخادم هو من يعدّ، لذا محاولة واحدة يوميًا يا صديقي. عُد غدًا، أو اشترك في VIP للايكات بلا حدود (اسأل ${telegramHandle} على Telegram). التفاصيل في ${likes.path}.`,
  likes: () =>
    `لايكات مجانية؟ هيا بنا! 🔥 افتح ${likes.path}، واكتب UID الخاص بك في Free Fire (${uidDigits} رقمًا)، واختر منطقتك، ثم اضغط «احصل على لايكات مجانية». للمستخدم المجاني ${FREE_USES_PER_DAY} استخدام يوميًا لكل IP، ولـ VIP لايكات بلا حدود. GG!`,
  vip: () =>
    `VIP هو تذكرة المحترفين 👑: ${vip("ar")}. للمستخدم المجاني ${FREE_USES_PER_DAY} استخدام يوميًا. للحصول على VIP راسل ${telegramHandle} على Telegram (${links.telegramChat}). المزيد في ${FF_BOTS_PATH}.`,
  regions: () => `تدعم أداة اللايكات ${REGIONS.length} مناطق: ${regions("ar")}. اختر في ${likes.path} المنطقة التي يلعب عليها حسابك؛ فالمنطقة الخاطئة أكثر سبب لفشل الطلب.`,
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
    `في أمان تام 🛡️: أداة اللايكات تحتاج فقط إلى UID والمنطقة، ولا تطلب كلمة مرورك أو تسجيل دخولك أبدًا. لا تشارك كلمة مرورك مع أحد، ولا حتى مواقع "الجواهر المجانية". تفاصيل الخصوصية: /privacy-policy.`,
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
  free: () => `كل شيء هنا مجاني 100% 💸: بلا تسجيل ولا دخول ولا دفع. فقط أداة اللايكات لها حد عادل هو ${FREE_USES_PER_DAY} استخدام يوميًا، وVIP يتخطاه.`,
  age: () => `يجب أن يكون عمرك ${MIN_AGE} عامًا على الأقل لاستخدام الموقع، وإن كنت دون 18 فتحتاج إلى موافقة أحد والديك. التفاصيل في /terms-conditions.`,
  theme: () => `اضغط زر المظهر في أعلى الصفحة للتبديل بين الداكن والفاتح 🌗. يُحفظ اختيارك على هذا الجهاز.`,
  "easter-eggs": () => `همس 🤫: اضغط N لترى القصاصات الملونة، وجرّب النقر على الأشياء الدائرية مثل الصورة الرمزية. لم تسمع هذا مني!`,
  thanks: () => `في أي وقت! 🙌 GG واستمتع بالموقع.`,
  greeting: () =>
    `أهلًا أيها اللاعب! 👋 كيف حالك؟ أنا مساعد الموقع: اسألني عن الألعاب الـ${gameCount}، ولايكات Free Fire المجانية، وVIP، والمناطق، والأدوات، أو كيف تتواصل مع ${shortName}.`,
  fallback: () =>
    `هممم، هذا خارج عتادي 😅 أنا المساعد المدمج، لذا أعرف هذا الموقع: الألعاب (/games)، واللايكات المجانية (${likes.path})، والأدوات (${TOOLS_PATH})، والأدوات المساعدة (${UTILITY_TOOLS_PATH})، والمدونة (/blog)، والتواصل (/contact). جرّب أحدها!`,
};
