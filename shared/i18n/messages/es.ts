import type { MessageKey } from './en.js';

/**
 * The Spanish catalogue: written for professional cooks in the United States, addressing the reader as "tú" throughout
 * (the contest's friendly tone; docs/decisions.md, "Languages"). Its type makes a missing or extra key a type error.
 * Money stays US dollars; dates and numbers come formatted from the code (es-US).
 */
export const es: Record<MessageKey, string> = {
  'mail.layout.questions': '¿Tienes preguntas? Escríbenos a {email}.',
  'mail.layout.buttonFallback': 'Si el botón no funciona, copia esta dirección en tu navegador:',

  'time.in': 'en {time}',
  'time.and': '{first} y {second}',
  'time.days': '{count, plural, one {# día} other {# días}}',
  'time.hours': '{count, plural, one {# hora} other {# horas}}',
  'time.minutes': '{count, plural, one {# minuto} other {# minutos}}',
  'time.lessThanAMinute': 'menos de un minuto',

  'measure.tablespoon': '{count, plural, one {cucharada} other {cucharadas}}',
  'measure.teaspoon': '{count, plural, one {cucharadita} other {cucharaditas}}',
  'measure.cup': '{count, plural, one {taza} other {tazas}}',
  'measure.ounce': '{count, plural, one {onza} other {onzas}}',
  'measure.pound': '{count, plural, one {libra} other {libras}}',
  'measure.milliliter': '{count, plural, one {mililitro} other {mililitros}}',
  'measure.fluidOunce': '{count, plural, one {onza líquida} other {onzas líquidas}}',
  'measure.each': '{count, plural, one {unidad} other {unidades}}',
  'measure.bunch': '{count, plural, one {manojo} other {manojos}}',

  'mail.greeting.hello': 'Hola:',
  'mail.greeting.helloThere': 'Hola:',
  'mail.greeting.helloName': 'Hola, {name}:',

  'mail.signInLink.subject': 'Tu enlace para iniciar sesión',
  'mail.signInLink.title': 'Inicia sesión en el concurso de recetas',
  'mail.signInLink.asked':
    'Pediste iniciar sesión en el concurso de recetas. Usa el botón de abajo: abre una página desde la que sigues con tu receta.',
  'mail.signInLink.expires':
    'El enlace sirve una sola vez y caduca en {minutes} minutos. Si ya caducó, pide otro en la página de inicio de sesión.',
  'mail.signInLink.ignore': 'Si no pediste este correo, puedes ignorarlo: nadie puede entrar sin el enlace.',
  'mail.signInLink.button': 'Iniciar sesión',

  'mail.supervisorRequest.subject': '{contestant} te pide autorización para participar en el {appName}',
  'mail.supervisorRequest.title': 'Te piden tu autorización',
  'mail.supervisorRequest.registered':
    '{contestant} ({email}) se inscribió en el {appName}, el concurso anual de recetas para chefs y cocineros profesionales, y te indicó como su supervisor.',
  'mail.supervisorRequest.why':
    'Los empleados de la empresa participan con la autorización de su supervisor. Revisa la solicitud y apruébala o recházala. No necesitas una cuenta: basta con el botón de abajo.',
  'mail.supervisorRequest.expires':
    'Este enlace funciona hasta el {date}. Si no esperabas esta solicitud, puedes rechazarla y contarnos por qué.',
  'mail.supervisorRequest.button': 'Revisar la solicitud',

  'mail.supervisorAccepted.subject': 'Buenas noticias: tu supervisor aprobó tu participación',
  'mail.supervisorAccepted.title': '¡Ya tienes la aprobación!',
  'mail.supervisorAccepted.approved': 'Tu supervisor aprobó tu participación en el {appName}.',
  'mail.supervisorAccepted.next':
    'Ya puedes completar tu receta y enviarla antes de que cierre el plazo de envío.',
  'mail.supervisorAccepted.button': 'Ir a mi receta',
  'mail.supervisorDeclined.subject': 'Tu supervisor no aprobó tu participación',
  'mail.supervisorDeclined.declined':
    'Lamentablemente, tu supervisor no aprobó tu participación en el {appName}.',
  'mail.supervisorDeclined.reason': 'El motivo que indicó: "{reason}"',
  'mail.supervisorDeclined.helpEmail':
    'Si crees que se trata de un error o tienes alguna pregunta, escríbenos a {email}.',
  'mail.supervisorDeclined.helpTeam':
    'Si crees que se trata de un error o tienes alguna pregunta, comunícate con el equipo del concurso.',

  'mail.receipt.subject': 'Recibimos tu receta',
  'mail.receipt.subjectFinal': 'Recibimos tu receta de la ronda final',
  'mail.receipt.title': '¡Listo! Tu receta está enviada',
  'mail.receipt.titleFinal': '¡Listo! Tu receta de la ronda final está enviada',
  // After the salutation's colon Spanish starts a new sentence, so the intro is capitalized (English continues it).
  'mail.receipt.greeting': 'Hola, {name}:',
  'mail.receipt.intro':
    'Gracias por enviar "{recipe}" el {date} (UTC). El envío es definitivo: ahora la revisarán nuestros jueces y te contaremos por correo cómo le va.',
  'mail.receipt.introFinal':
    'Gracias por enviar la versión para la ronda final de "{recipe}" el {date} (UTC). Los jueces la probarán en la final en vivo; te escribiremos con los detalles.',
  'mail.receipt.yourSubmission': 'Tu envío',
  'mail.receipt.ingredient': 'Ingrediente',
  'mail.receipt.quantity': 'Cantidad',
  'mail.receipt.costPerUnit': 'Costo por unidad',
  'mail.receipt.total': 'Total',
  'mail.receipt.totalPerPortion': 'Costo total por porción',
  'mail.receipt.ingredientsText': 'Ingredientes para una porción (cantidad, costo por unidad, total):',
  'mail.receipt.button': 'Ver mi receta',

  'mail.recipeApproved.subject': 'Tu receta "{recipe}" ya está en el concurso',
  'mail.recipeApproved.title': '¡Tu receta fue aprobada!',
  'mail.recipeApproved.approved': 'El equipo del concurso revisó "{recipe}" y la aprobó para el {appName}.',
  'mail.recipeApproved.next':
    'Ahora pasa a los jueces de la primera ronda. No tienes que hacer nada más: te volveremos a escribir cuando se elijan los finalistas.',
  'mail.recipeNotApproved.subject': 'Tu receta "{recipe}" no fue aprobada',
  'mail.recipeNotApproved.title': 'Tu receta no fue aprobada',
  'mail.recipeNotApproved.reviewed':
    'Gracias por inscribir "{recipe}" en el {appName}. El equipo del concurso la revisó y, lamentablemente, no pudo aprobarla para la evaluación, así que no participará en las rondas de este año.',
  'mail.recipeNotApproved.teamWord': 'Unas palabras del equipo del concurso:',
  'mail.recipeNotApproved.final':
    'Los envíos son definitivos, así que ya no se puede modificar la receta. Sigue disponible en la página de tu receta para que la consultes.',
  'mail.recipeNotApproved.askEmail':
    'Si quieres saber más sobre la decisión o crees que es un error, escríbenos a {email}: procuramos responder en menos de 24 horas.',
  'mail.recipeNotApproved.askTeam':
    'Si quieres saber más sobre la decisión o crees que es un error, responde al equipo del concurso: procuramos responder en menos de 24 horas.',
  'mail.recipeReview.button': 'Ver mi receta',

  'mail.draftReminder.subject': 'El envío de recetas cierra {left}: tu receta sigue en borrador',
  'mail.draftReminder.title': 'Tu receta sigue en borrador',
  'mail.draftReminder.yourRecipe': 'tu receta',
  'mail.draftReminder.close':
    'El envío de recetas del {appName} cierra {left}, el {deadline}. Tenemos {recipe} como borrador, y un borrador no participa: solo las recetas enviadas llegan a los jueces.',
  'mail.draftReminder.complete':
    'Abre tu receta, completa lo que falta (las dos imágenes, los ingredientes y la aceptación de los términos y condiciones) y presiona Enviar. El envío es definitivo, así que revísala una vez más antes de hacerlo.',
  'mail.draftReminder.button': 'Completar mi receta',

  'mail.finalist.subject': '¡Felicidades! "{recipe}" es finalista',
  'mail.finalist.title': '¡Eres finalista!',
  'mail.finalist.chosen':
    'Los jueces de la primera ronda ya decidieron: "{recipe}" es una de las recetas finalistas del {appName}. ¡Felicidades!',
  'mail.finalist.next':
    'La ronda final te pide dos cosas. Primero, tu receta vuelve a estar abierta: revísala, mejórala si quieres y envía tu versión final. Segundo, la ronda final se juzga en persona: el equipo del concurso te escribirá con la fecha, el lugar y lo que tienes que llevar.',
  'mail.finalist.employed':
    'Recuerda que los premios son para los participantes que sigan trabajando en la empresa durante todo el concurso.',
  'mail.finalist.button': 'Abrir mi receta',
  'mail.thankYou.subject': 'Ya se eligieron los finalistas del {appName}',
  'mail.thankYou.title': 'Gracias por participar',
  'mail.thankYou.notChosen':
    'Los jueces de la primera ronda eligieron a los finalistas del {appName}, y esta vez "{recipe}" no está entre ellos.',
  'mail.thankYou.care':
    'Gracias por el cuidado que pusiste en tu receta: cada participación hizo que la decisión de los jueces fuera difícil. Te volveremos a escribir cuando se anuncien los ganadores.',
  'mail.results.subject': 'Ya se anunciaron los ganadores del {appName}',
  'mail.results.title': 'Ya tenemos ganadores',
  'mail.results.decided':
    'Los jueces tomaron su decisión final, y los ganadores del {appName} ya están publicados en el sitio del concurso.',
  'mail.results.thanks':
    'Gracias por participar con "{recipe}". Sea cual sea el resultado, tu receta fue parte de lo que hizo especial el concurso de este año.',
  'mail.results.button': 'Ver a los ganadores',

  'mail.feedbackReady.subject': 'Ya están los comentarios de los jueces sobre "{recipe}"',
  'mail.feedbackReady.title': 'Ya tienes los comentarios de los jueces',
  'mail.feedbackReady.shared':
    'Los jueces del {appName} compartieron sus comentarios sobre "{recipe}": la puntuación de tu receta en cada criterio y lo que te escribieron.',
  'mail.feedbackReady.signIn':
    'Inicia sesión y abre la página de tu receta para leerlos. Gracias de nuevo por participar.',
  'mail.feedbackReady.button': 'Leer los comentarios',
};
