/** The built-in assistant's answers in Hindi (decision 048): the English intents, from the same facts. */
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

export const HI_ANSWERS: Record<string, Answer> = {
  identity: () =>
    `मैं ${siteName} का बिल्ट-इन असिस्टेंट हूँ 🤖। अभी कोई AI मॉडल जुड़ा नहीं है, इसलिए मैं साइट की अपनी जानकारी से जवाब देता हूँ: गेम्स, Free Fire टूल्स, लिमिट, रीजन, VIP और पेज। पूछो भाई, बेझिझक!`,
  "uid-generator": () => `${gen("uid-generator").name} ${TOOLS_PATH} पर है 🛠️ यह 1 से 10 रैंडम UID बनाता है। टेस्टिंग के लिए बढ़िया, लाइक्स टूल के लिए नहीं।`,
  uid: () =>
    `तुम्हारा Free Fire UID ${UID_MIN_DIGITS} से ${UID_MAX_DIGITS} अंकों का होना चाहिए, सिर्फ़ नंबर: कोई स्पेस, अक्षर या चिन्ह नहीं, यार। इसे गेम की प्रोफ़ाइल से कॉपी करके ${likes.path} पर पेस्ट करो, और देख लो कि रीजन वही चुना है जिस पर तुम्हारा अकाउंट खेलता है।`,
  limit: () =>
    `लाइक्स टूल फ़्री यूज़र्स को हर IP एड्रेस पर रोज़ ${FREE_USES_PER_DAY} बार चलाने देता है: गिनती सर्वर रखता है, तो दिन में एक ही ट्राई, भाई। कल फिर आना, या अनलिमिटेड लाइक्स के लिए VIP लो (Telegram पर ${telegramHandle} से पूछो)। पूरी जानकारी ${likes.path} पर।`,
  likes: () =>
    `फ़्री लाइक्स? चलो! 🔥 ${likes.path} खोलो, अपना Free Fire UID (${uidDigits} अंक) डालो, रीजन चुनो और “फ्री लाइक्स पाओ” दबाओ। फ़्री यूज़र्स को हर IP पर रोज़ ${FREE_USES_PER_DAY} बार मिलता है, और VIP को अनलिमिटेड लाइक्स। GG!`,
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
