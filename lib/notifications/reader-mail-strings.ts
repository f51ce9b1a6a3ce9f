/** The words of reader mails, in the widget's six languages; "{…}" are filled in by fillWords. */
const en = {
  reply_subject: "{name} replied to your comment on {site}",
  mention_subject: "{name} mentioned you on {site}",
  follow_subject: "New comment on {page}",
  group_subject: "{n} new comments on {site}",
  digest_subject: "Your digest from {site}: {n} new comments",
  reply_line: "{name} replied to your comment:",
  mention_line: "{name} mentioned you:",
  follow_line: "{name} commented on a page you follow:",
  on_page: "On {page}",
  view: "View the comment",
  more: "…and {n} more on the site.",
  why: "You get this because you commented on {site} or follow a page there.",
  unsubscribe: "Unsubscribe or stop mail about this page: {link}",
  unsubscribe_label: "Unsubscribe",
  confirm_subject: "Confirm your address for replies on {site}",
  confirm_intro: "Someone, probably you, asked to be e-mailed about new comments on {site}:",
  confirm_replies: "Replies to your comment on {page}",
  confirm_follow: "New comments on {page}",
  confirm_action: "Confirm my address",
  confirm_expiry: "The link works for {hours} hours. If this was not you, ignore this mail: nothing more will be sent.",
};

type Words = typeof en;

const de: Words = {
  reply_subject: "{name} hat auf deinen Kommentar bei {site} geantwortet",
  mention_subject: "{name} hat dich bei {site} erwähnt",
  follow_subject: "Neuer Kommentar zu {page}",
  group_subject: "{n} neue Kommentare bei {site}",
  digest_subject: "Deine Zusammenfassung von {site}: {n} neue Kommentare",
  reply_line: "{name} hat auf deinen Kommentar geantwortet:",
  mention_line: "{name} hat dich erwähnt:",
  follow_line: "{name} hat eine Seite kommentiert, der du folgst:",
  on_page: "Auf {page}",
  view: "Kommentar ansehen",
  more: "…und {n} weitere auf der Seite.",
  why: "Du bekommst diese E-Mail, weil du bei {site} kommentiert hast oder dort einer Seite folgst.",
  unsubscribe: "Abmelden oder keine E-Mails mehr zu dieser Seite: {link}",
  unsubscribe_label: "Abmelden",
  confirm_subject: "Bestätige deine Adresse für Antworten bei {site}",
  confirm_intro: "Jemand, wahrscheinlich du, möchte per E-Mail über neue Kommentare bei {site} informiert werden:",
  confirm_replies: "Antworten auf deinen Kommentar zu {page}",
  confirm_follow: "Neue Kommentare zu {page}",
  confirm_action: "Adresse bestätigen",
  confirm_expiry: "Der Link gilt {hours} Stunden. Warst du das nicht, ignoriere diese E-Mail: Es kommt nichts weiter.",
};

const es: Words = {
  reply_subject: "{name} respondió a tu comentario en {site}",
  mention_subject: "{name} te mencionó en {site}",
  follow_subject: "Nuevo comentario en {page}",
  group_subject: "{n} comentarios nuevos en {site}",
  digest_subject: "Tu resumen de {site}: {n} comentarios nuevos",
  reply_line: "{name} respondió a tu comentario:",
  mention_line: "{name} te mencionó:",
  follow_line: "{name} comentó en una página que sigues:",
  on_page: "En {page}",
  view: "Ver el comentario",
  more: "…y {n} más en el sitio.",
  why: "Recibes esto porque comentaste en {site} o sigues una página allí.",
  unsubscribe: "Darte de baja o dejar de recibir correos sobre esta página: {link}",
  unsubscribe_label: "Darse de baja",
  confirm_subject: "Confirma tu dirección para recibir respuestas en {site}",
  confirm_intro: "Alguien, probablemente tú, pidió recibir por correo los comentarios nuevos en {site}:",
  confirm_replies: "Respuestas a tu comentario en {page}",
  confirm_follow: "Comentarios nuevos en {page}",
  confirm_action: "Confirmar mi dirección",
  confirm_expiry:
    "El enlace funciona durante {hours} horas. Si no fuiste tú, ignora este correo: no se enviará nada más.",
};

const fr: Words = {
  reply_subject: "{name} a répondu à votre commentaire sur {site}",
  mention_subject: "{name} vous a mentionné sur {site}",
  follow_subject: "Nouveau commentaire sur {page}",
  group_subject: "{n} nouveaux commentaires sur {site}",
  digest_subject: "Votre résumé de {site} : {n} nouveaux commentaires",
  reply_line: "{name} a répondu à votre commentaire :",
  mention_line: "{name} vous a mentionné :",
  follow_line: "{name} a commenté une page que vous suivez :",
  on_page: "Sur {page}",
  view: "Voir le commentaire",
  more: "…et {n} de plus sur le site.",
  why: "Vous recevez ceci parce que vous avez commenté sur {site} ou y suivez une page.",
  unsubscribe: "Se désabonner ou ne plus recevoir de messages sur cette page : {link}",
  unsubscribe_label: "Se désabonner",
  confirm_subject: "Confirmez votre adresse pour les réponses sur {site}",
  confirm_intro: "Quelqu’un, probablement vous, a demandé à recevoir par e-mail les nouveaux commentaires sur {site} :",
  confirm_replies: "Les réponses à votre commentaire sur {page}",
  confirm_follow: "Les nouveaux commentaires sur {page}",
  confirm_action: "Confirmer mon adresse",
  confirm_expiry:
    "Le lien fonctionne pendant {hours} heures. Si ce n’était pas vous, ignorez ce message : rien d’autre ne sera envoyé.",
};

const ja: Words = {
  reply_subject: "{site} であなたのコメントに {name} さんが返信しました",
  mention_subject: "{site} で {name} さんがあなたをメンションしました",
  follow_subject: "{page} に新しいコメント",
  group_subject: "{site} に {n} 件の新しいコメント",
  digest_subject: "{site} のまとめ：新しいコメント {n} 件",
  reply_line: "{name} さんがあなたのコメントに返信しました：",
  mention_line: "{name} さんがあなたをメンションしました：",
  follow_line: "{name} さんがフォロー中のページにコメントしました：",
  on_page: "ページ：{page}",
  view: "コメントを見る",
  more: "…ほか {n} 件はサイトでご覧ください。",
  why: "{site} でコメントしたか、ページをフォローしているため、このメールが届いています。",
  unsubscribe: "配信停止、またはこのページのメールを停止：{link}",
  unsubscribe_label: "配信停止",
  confirm_subject: "{site} の返信通知用アドレスの確認",
  confirm_intro: "どなたか（おそらくあなた）が {site} の新しいコメントをメールで受け取るよう申し込みました：",
  confirm_replies: "{page} のあなたのコメントへの返信",
  confirm_follow: "{page} の新しいコメント",
  confirm_action: "アドレスを確認する",
  confirm_expiry:
    "リンクの有効期限は {hours} 時間です。お心当たりがなければ、このメールは無視してください。以後は何も送信されません。",
};

const pt: Words = {
  reply_subject: "{name} respondeu ao seu comentário em {site}",
  mention_subject: "{name} mencionou você em {site}",
  follow_subject: "Novo comentário em {page}",
  group_subject: "{n} novos comentários em {site}",
  digest_subject: "Seu resumo de {site}: {n} novos comentários",
  reply_line: "{name} respondeu ao seu comentário:",
  mention_line: "{name} mencionou você:",
  follow_line: "{name} comentou em uma página que você segue:",
  on_page: "Em {page}",
  view: "Ver o comentário",
  more: "…e mais {n} no site.",
  why: "Você recebe isto porque comentou em {site} ou segue uma página lá.",
  unsubscribe: "Cancelar a inscrição ou parar os e-mails sobre esta página: {link}",
  unsubscribe_label: "Cancelar inscrição",
  confirm_subject: "Confirme seu endereço para respostas em {site}",
  confirm_intro: "Alguém, provavelmente você, pediu para receber por e-mail os novos comentários em {site}:",
  confirm_replies: "Respostas ao seu comentário em {page}",
  confirm_follow: "Novos comentários em {page}",
  confirm_action: "Confirmar meu endereço",
  confirm_expiry: "O link funciona por {hours} horas. Se não foi você, ignore este e-mail: nada mais será enviado.",
};

const languages: Record<string, Words> = { en, de, es, fr, ja, pt };

/** The mail words for a site's language tag (en, pt-BR…), English when the language has none. */
export function readerMailWords(locale: string): Words {
  return languages[locale.split("-")[0]!.toLowerCase()] ?? en;
}

/** A phrase with its "{key}" slots filled. */
export function fillWords(phrase: string, values: Record<string, string | number>): string {
  return phrase.replace(/\{(\w+)\}/g, (slot, key: string) => (key in values ? String(values[key]) : slot));
}

/** The languages reader mails are written in. */
export const readerMailLanguages = Object.keys(languages);
