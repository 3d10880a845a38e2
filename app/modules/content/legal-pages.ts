/**
 * The legal pages (/legal/:type): privacy notice, terms, cookie policy and affiliate disclosure.
 * The cookie list must match what the site really sets (docs/decisions/003-accessibility-and-consent.md);
 * the points programme is told in the words of points-promise.ts, from the configured rules.
 */
import {
  awardIgnoresRating,
  cashbackRange,
  howTheAwardDepends,
  invitePoints,
  inviteCap,
  type PointsProgramme,
  reviewPoints,
  surveyRange,
  tierLadder,
  VOTE_AND_TONE,
  voucherLadderByPoints,
} from '#app/modules/points/points-promise.ts';

export type LegalPageKey = 'privacy' | 'terms' | 'cookies' | 'affiliate';

export type LegalSection = { heading: string; paragraphs: string[]; items?: string[] };

export type LegalPage = {
  title: string;
  description: string;
  updatedAt: string;
  sections: LegalSection[];
  /**
   * Articles numbered (section 4, item 4.1, anchors `#art-4` and `#art-4-1`), so a decision can
   * name the clause it applies (issue 33 §2, app/modules/decisions/decision-rules.ts).
   */
  numbered?: boolean;
};

const COMPANY = 'Provato S.r.l. – Via Privata Deledda 12, 20127 Milano – P.IVA 12345678901';
const SUPPORT_EMAIL = 'supporto@provato.it';
const UPDATED_AT = '2026-11-27';

/** Required verbatim by the Amazon Associates operating agreement. */
export const AMAZON_DISCLOSURE =
  'In qualità di Affiliato Amazon io ricevo un guadagno dagli acquisti idonei.';

const privacy: LegalPage = {
  title: 'Informativa sulla privacy',
  description:
    'Come Provato tratta i tuoi dati personali secondo il GDPR: quali dati raccogliamo, perché, per quanto tempo, con chi li condividiamo e come esercitare i tuoi diritti.',
  updatedAt: UPDATED_AT,
  sections: [
    {
      heading: 'Chi è il titolare del trattamento',
      paragraphs: [
        `Il titolare del trattamento dei tuoi dati personali è ${COMPANY}.`,
        `Per qualsiasi domanda su questa informativa o sui tuoi dati puoi scriverci a ${SUPPORT_EMAIL}. Il supporto risponde dal lunedì al venerdì, dalle 9:00 alle 18:00.`,
        'Questa informativa è resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR) e del Codice in materia di protezione dei dati personali (D.Lgs. 196/2003).',
      ],
    },
    {
      heading: 'Quali dati raccogliamo',
      paragraphs: ['Raccogliamo soltanto i dati che servono a far funzionare Provato:'],
      items: [
        'Dati dell’account: nome, cognome, indirizzo e-mail e password, che conserviamo solo in forma cifrata e non leggibile; la foto del profilo, se decidi di caricarla.',
        'Contenuti che pubblichi: recensioni, voti, immagini allegate (da cui rimuoviamo i metadati, come la posizione) e i voti «utile» che dai alle recensioni degli altri.',
        'Punti e premi: i movimenti dei tuoi punti, le richieste di buoni, il loro esito e i codici dei buoni ricevuti.',
        'Inviti: chi ha invitato chi, la data di iscrizione e i punti maturati; chi ti ha invitato vede il tuo nome con l’iniziale del cognome e se hai confermato l’indirizzo.',
        'Sondaggi e cashback: quando apri un sondaggio, un codice anonimo che lo collega a te e che passiamo al partner insieme al link (mai il tuo nome o la tua e-mail); la conferma, da parte del partner, che lo hai completato, e i punti collegati. Per il cashback: il codice anonimo che aggiungiamo al link del negozio quando hai effettuato l’accesso, e ciò che il circuito di affiliazione ci comunica dell’ordine (negozio, importo, data, esito). Se segnali un acquisto che non compare, il negozio, il numero d’ordine, l’importo e la data che ci indichi. Le risposte ai sondaggi le dai sul sito del partner, non su Provato.',
        'Newsletter: l’indirizzo e-mail con cui ti iscrivi, la data della richiesta, della conferma e dell’eventuale disiscrizione.',
        'Preferenze: le e-mail che scegli di ricevere e la tua scelta sui cookie.',
        'Clic verso i negozi: quale offerta hai aperto e quando e, se hai effettuato l’accesso, il tuo account.',
        'Dati di navigazione: indirizzo IP, tipo di browser, pagine richieste, data e ora, registrati nei log del server; per le sessioni di accesso conserviamo il browser usato e, al posto dell’indirizzo IP, solo il codice cifrato della sua rete (vedi sotto).',
        'Tracce contro gli account multipli e le recensioni false: quando ti registri, accedi o invii una recensione registriamo il dispositivo (un identificativo casuale salvato nel cookie tecnico provato_device, senza leggere nulla del dispositivo), la rete da cui ti colleghi (solo la parte iniziale dell’indirizzo IP: i primi tre numeri di un indirizzo IPv4, la prima metà di un indirizzo IPv6) e, alla registrazione, la tua casella di posta (l’indirizzo e-mail senza i punti e i «+» che il provider ignora). Non li conserviamo mai in chiaro: solo come codici calcolati con una chiave segreta (HMAC), che servono unicamente a riconoscere se due account hanno usato lo stesso dispositivo, la stessa rete nello stesso giorno o la stessa casella, o se uno ha invitato l’altro.',
        'Messaggi al supporto: quello che ci scrivi dalla pagina Contatti o per e-mail e il tuo indirizzo per risponderti.',
      ],
    },
    {
      heading: 'Perché li trattiamo e su quale base giuridica',
      paragraphs: ['Per ogni finalità indichiamo la base giuridica prevista dall’articolo 6 del GDPR:'],
      items: [
        'Creare e gestire il tuo account, pubblicare le tue recensioni, accreditare i punti e consegnarti i buoni: esecuzione del contratto che accetti registrandoti (art. 6, par. 1, lett. b).',
        'Inviarti le e-mail di servizio, come la conferma dell’indirizzo, il ripristino della password, l’esito della moderazione e dei premi: esecuzione del contratto (art. 6, par. 1, lett. b). Dalle Impostazioni puoi disattivare le notifiche che non sono indispensabili.',
        'Moderare le recensioni, prevenire abusi, recensioni false e frodi sui punti, proteggere il sito con i log e i limiti ai tentativi di accesso: nostro legittimo interesse a offrire un servizio affidabile e sicuro (art. 6, par. 1, lett. f).',
        'Collegare tra loro gli account che condividono un dispositivo, una rete, una casella di posta o un invito, perché chi modera veda insieme le recensioni di chi potrebbe usare più account: nostro legittimo interesse, e dovere verso chi legge, a pubblicare recensioni autentiche (art. 6, par. 1, lett. f). Un collegamento da solo non rifiuta né blocca nulla: è un indizio che una persona del nostro team valuta.',
        'Contare i clic verso i negozi per calcolare le commissioni di affiliazione: nostro legittimo interesse (art. 6, par. 1, lett. f).',
        'Inviarti la newsletter, al massimo una volta a settimana: il tuo consenso, dato con la doppia conferma dell’iscrizione (art. 6, par. 1, lett. a). Puoi revocarlo in ogni momento con il link di disiscrizione presente in ogni newsletter.',
        'Rispondere alle tue richieste di supporto: esecuzione del contratto o, se non sei registrato, nostro legittimo interesse a rispondere a chi ci scrive (art. 6, par. 1, lett. b e f).',
        'Adempiere agli obblighi di legge, ad esempio contabili e fiscali, e rispondere alle richieste delle autorità: obbligo legale (art. 6, par. 1, lett. c).',
      ],
    },
    {
      heading: 'Niente pubblicità né decisioni automatizzate',
      paragraphs: [
        'Non usiamo i tuoi dati per pubblicità o profilazione e non prendiamo decisioni basate unicamente su un trattamento automatizzato: ogni recensione e ogni richiesta di premio è valutata da una persona del nostro team.',
      ],
    },
    {
      heading: 'Cosa è visibile agli altri',
      paragraphs: [
        'Le recensioni pubblicate mostrano il tuo nome e l’iniziale del cognome (per esempio «Giulia B.»); anche la classifica mostra solo nome e iniziale. Il tuo indirizzo e-mail non è mai pubblico.',
      ],
    },
    {
      heading: 'Per quanto tempo conserviamo i dati',
      paragraphs: [],
      items: [
        'Dati dell’account, punti, premi e preferenze: finché il tuo account resta attivo. Quando lo elimini li cancelliamo; le tue recensioni restano pubblicate in forma anonima, attribuite a «Utente», perché fanno parte della media dei prodotti.',
        'Dati di navigazione (log del server): 12 mesi, poi vengono cancellati.',
        'Tracce del dispositivo e della rete: 90 giorni, poi un processo automatico le cancella ogni notte. La traccia della casella di posta resta finché resta l’account, perché deriva dal tuo stesso indirizzo, e viene cancellata con esso. I collegamenti già trovati tra account (quali account e per quale tipo di indizio, mai il dispositivo o la rete) restano finché esistono entrambi gli account, come prova per la moderazione.',
        'Clic verso i negozi: quando elimini l’account perdono ogni collegamento con te.',
        'Newsletter: ti scriviamo finché non ti disiscrivi; conserviamo la traccia dell’iscrizione e della disiscrizione per dimostrare il consenso e rispettare la tua scelta.',
        'Messaggi al supporto: per il tempo necessario a gestire la richiesta e le eventuali contestazioni; se elimini l’account, il messaggio non resta collegato al tuo profilo.',
        'Dati che la legge ci obbliga a conservare: per il tempo previsto dalla legge.',
        'Cookie e memoria locale del browser: per le durate indicate nella Cookie policy.',
      ],
    },
    {
      heading: 'A chi comunichiamo i dati',
      paragraphs: [
        'Non vendiamo i tuoi dati. Li trattano solo le persone autorizzate del nostro team (moderazione, premi e supporto) e questi destinatari; i fornitori sono nominati responsabili del trattamento ai sensi dell’articolo 28 del GDPR e trattano i dati solo per nostro conto:',
      ],
      items: [
        'il fornitore di hosting, che ospita i server, il database e le immagini del sito;',
        'il fornitore del servizio di posta (SMTP), che recapita le e-mail di servizio e la newsletter;',
        'le autorità pubbliche, solo quando la legge lo impone.',
      ],
    },
    {
      heading: 'Trasferimenti e negozi esterni',
      paragraphs: [
        'Se un fornitore trattasse dati fuori dallo Spazio economico europeo, lo farebbe solo con le garanzie previste dagli articoli 44–49 del GDPR, come le clausole contrattuali standard della Commissione europea.',
        'Quando apri il link di un negozio o di un sondaggio lasci Provato: da quel momento il negozio o il partner del sondaggio tratta i tuoi dati come titolare autonomo, secondo la propria informativa.',
      ],
    },
    {
      heading: 'I tuoi diritti',
      paragraphs: ['In base agli articoli 15–22 del GDPR hai diritto di:'],
      items: [
        'accedere ai tuoi dati e riceverne una copia (art. 15);',
        'farli correggere o completare (art. 16);',
        'farli cancellare (art. 17);',
        'chiedere la limitazione del trattamento (art. 18);',
        'riceverli in un formato strutturato e leggibile da un dispositivo, per trasferirli altrove (art. 20);',
        'opporti ai trattamenti basati sul nostro legittimo interesse (art. 21);',
        'non essere sottoposto a decisioni basate unicamente su un trattamento automatizzato (art. 22).',
      ],
    },
    {
      heading: 'Come esercitare i tuoi diritti',
      paragraphs: [
        'Molte richieste le puoi fare da solo, subito, dalle Impostazioni (/settings): con «Scarica i miei dati» ottieni un file JSON con tutti i dati che conserviamo su di te, comprese le tracce contro gli account multipli (il tipo, l’occasione e la data di ciascuna; il codice cifrato da solo non direbbe nulla) (accesso e portabilità); con «Elimina account» cancelli il tuo account e i tuoi dati personali (cancellazione); lì puoi anche correggere nome e cognome e scegliere quali e-mail ricevere.',
        `Per ogni altra richiesta scrivi a ${SUPPORT_EMAIL} dall’indirizzo del tuo account. Rispondiamo entro un mese, come previsto dall’articolo 12 del GDPR.`,
        'Se ritieni che il trattamento dei tuoi dati violi la normativa puoi proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it) o all’autorità di controllo del Paese in cui vivi o lavori.',
      ],
    },
    {
      heading: 'Dati obbligatori',
      paragraphs: [
        'Nome, cognome, indirizzo e-mail e password sono necessari per creare l’account: senza di essi non possiamo registrarti. Puoi comunque leggere le recensioni e confrontare i prezzi senza account.',
      ],
    },
    {
      heading: 'Modifiche a questa informativa',
      paragraphs: [
        'Se cambiamo questa informativa aggiorniamo la data in cima alla pagina; se le modifiche sono importanti te lo comunichiamo anche per e-mail.',
      ],
    },
  ],
};

const terms = (programme: PointsProgramme): LegalPage => ({
  title: 'Termini e condizioni',
  numbered: true,
  description:
    'Le regole per usare Provato: account, recensioni, punti e buoni, condotte vietate, responsabilità, legge applicabile e foro competente.',
  updatedAt: UPDATED_AT,
  sections: [
    {
      heading: 'Chi siamo e cosa offriamo',
      paragraphs: [
        `Provato è un servizio di ${COMPANY}. Su Provato puoi leggere recensioni di prodotti tecnologici, confrontare i prezzi dei negozi, scrivere le tue recensioni e guadagnare punti da trasformare in buoni acquisto.`,
        'Usare Provato è gratuito. Registrandoti accetti questi termini e l’impegno etico a scrivere solo recensioni oneste: leggili con attenzione.',
      ],
    },
    {
      heading: 'Il tuo account',
      paragraphs: [
        'Per scrivere recensioni e guadagnare punti serve un account personale, attivo dopo la conferma dell’indirizzo e-mail. Per l’account valgono queste regole:',
      ],
      items: [
        'ogni persona può avere un solo account;',
        'i dati che inserisci devono essere veri e aggiornati;',
        'sei responsabile della password e di quello che avviene con il tuo account: se pensi che qualcuno la conosca, cambiala subito e avvisaci;',
        'l’account è personale e non può essere ceduto o venduto.',
      ],
    },
    {
      heading: 'Eliminare l’account',
      paragraphs: [
        'Puoi eliminare il tuo account in qualsiasi momento dalle Impostazioni (/settings) con «Elimina account». Cancelliamo i tuoi dati personali; le tue recensioni restano pubblicate in forma anonima e i punti non ancora riscattati vanno persi. Prima di eliminarlo puoi scaricare tutti i tuoi dati con «Scarica i miei dati».',
      ],
    },
    {
      heading: 'Regole per le recensioni',
      paragraphs: [
        'Ogni recensione viene letta dal nostro team prima di essere pubblicata. Possiamo rifiutarla, indicandone il motivo, o rimuoverla anche dopo la pubblicazione se non rispetta queste regole:',
      ],
      items: [
        'recensisci solo prodotti che hai usato davvero, raccontando la tua esperienza in modo onesto;',
        'puoi recensire ogni prodotto una sola volta;',
        'parla del prodotto: niente offese, contenuti illeciti, dati personali tuoi o di altri, pubblicità o link promozionali;',
        'scrivi con parole tue: niente testi copiati da altri siti o da altre recensioni;',
        'carica solo immagini che hai scattato tu o che hai il diritto di usare.',
      ],
    },
    {
      heading: 'Acquisto dichiarato e modifiche',
      paragraphs: [
        'Quando dichiari di aver acquistato il prodotto la recensione mostra «Acquisto dichiarato»: è una tua dichiarazione, che non possiamo verificare presso i negozi. Il modo in cui raccogliamo, moderiamo e ordiniamo le recensioni è spiegato nella pagina «Come funzionano le recensioni».',
        'Una recensione pubblicata non può essere modificata in autonomia: per correggerla o rimuoverla scrivi al supporto.',
      ],
    },
    {
      heading: 'I diritti sui tuoi contenuti',
      paragraphs: [
        'Restano tuoi i diritti su testi e immagini che pubblichi. Pubblicandoli concedi a Provato una licenza gratuita, non esclusiva e senza limiti di tempo per mostrarli sul sito e adattarne il formato; la licenza continua per le recensioni che restano in forma anonima dopo l’eliminazione dell’account.',
      ],
    },
    {
      heading: 'Come si guadagnano i punti',
      paragraphs: [
        awardIgnoresRating(programme)
          ? `Ricevi ${reviewPoints(programme)} per ogni recensione approvata${VOTE_AND_TONE}: i punti non dipendono mai da un giudizio positivo o negativo, come previsto dalla direttiva (UE) 2019/2161 (Omnibus). Per questo ogni recensione pubblica indica che l’autore riceve punti.`
          : `Ricevi ${reviewPoints(programme)} per ogni recensione approvata${howTheAwardDepends(programme)}. Per questo ogni recensione pubblica indica che l’autore riceve punti.`,
        'Puoi guadagnare punti anche così:',
      ],
      items: [
        `sondaggi: ${surveyRange} per ogni sondaggio completato, accreditati quando il partner conferma il completamento; ogni sondaggio vale una sola volta;`,
        `cashback: ${cashbackRange} sugli acquisti fatti tramite i circuiti che lo consentono, mai tramite i link Amazon; i punti restano in attesa finché non scade il periodo di reso e non spettano per ordini annullati o resi;`,
        `invito di un amico: ${invitePoints} quando l’amico iscritto con il tuo link conferma il suo indirizzo e-mail, una volta per amico e per al massimo ${inviteCap} amici ogni 30 giorni; non contano gli indirizzi che portano alla tua stessa casella (per esempio con un «+» o, per Gmail, con punti diversi).`,
      ],
    },
    {
      heading: 'Buoni e livelli',
      paragraphs: [
        `Con i punti puoi richiedere buoni acquisto dalla pagina Premi (/rewards): ${voucherLadderByPoints}. I punti vengono scalati al momento della richiesta; quando il team la approva ricevi il codice per e-mail e lo ritrovi nella sezione «I miei Premi» del profilo. Se la richiesta viene rifiutata ti indichiamo il motivo e ti restituiamo tutti i punti.`,
        'I buoni sono soggetti alle condizioni d’uso del negozio che li emette. I punti non hanno valore in denaro, non possono essere convertiti in contanti né ceduti ad altri.',
        `Il livello (${tierLadder(programme.tiers)}) dipende dai punti guadagnati in totale; spendere punti non fa scendere di livello.`,
        'Se una recensione viene rimossa perché viola queste regole, togliamo anche i punti che aveva fatto guadagnare. Possiamo annullare i punti ottenuti in modo scorretto.',
      ],
    },
    {
      heading: 'Condotte vietate',
      paragraphs: ['Non è consentito:'],
      items: [
        'scrivere recensioni false, su prodotti che non hai usato, o in cambio di denaro o altri vantaggi da parte di produttori o negozi;',
        'recensire prodotti che produci o vendi tu, o quelli dei tuoi concorrenti;',
        'creare più account, o account falsi per ottenere i punti degli inviti;',
        'manipolare i voti «utile» o l’ordine delle recensioni;',
        'usare programmi automatici per raccogliere contenuti o per usare il servizio;',
        'tentare di aggirare le misure di sicurezza o di accedere ad account altrui;',
        'pubblicare contenuti offensivi, discriminatori, illeciti o che violano diritti di terzi.',
      ],
    },
    {
      heading: 'Se le regole non vengono rispettate',
      paragraphs: [
        'Se violi questi termini possiamo rimuovere i contenuti, annullare i punti e le richieste di premio collegati e sospendere o bloccare l’account, comunicandoti il motivo. Se pensi che si tratti di un errore scrivici: riesaminiamo la decisione.',
      ],
    },
    {
      heading: 'Prezzi e link ai negozi',
      paragraphs: [
        'I prezzi e la disponibilità delle offerte vengono dai negozi e possono cambiare in qualsiasi momento: fa fede quanto indicato dal negozio al momento dell’acquisto. Provato non vende prodotti: il contratto di acquisto è tra te e il negozio.',
        'Alcuni link sono di affiliazione: se acquisti dopo averli aperti possiamo ricevere una commissione, senza costi aggiuntivi per te. I dettagli sono nella pagina Affiliazioni.',
      ],
    },
    {
      heading: 'Responsabilità',
      paragraphs: [
        'Le recensioni esprimono l’opinione dei loro autori, che ne sono responsabili. Le moderiamo con cura ma non possiamo garantire che ogni informazione sia esatta o completa.',
        'Facciamo il possibile perché Provato sia sempre disponibile e funzioni correttamente, ma possono capitare interruzioni, ad esempio per manutenzione. Non rispondiamo dei prodotti venduti dai negozi né dei loro servizi.',
        'Queste limitazioni non valgono in caso di dolo o colpa grave e non riducono i diritti che la legge riconosce ai consumatori.',
      ],
    },
    {
      heading: 'Modifiche ai termini',
      paragraphs: [
        'Possiamo aggiornare questi termini, ad esempio quando cambia il servizio o la legge. Ti avvisiamo con un preavviso ragionevole per e-mail o sul sito; se non sei d’accordo puoi eliminare il tuo account prima che le modifiche entrino in vigore. Le modifiche non si applicano ai punti già guadagnati né alle richieste di premio già inviate.',
      ],
    },
    {
      heading: 'Legge applicabile e foro competente',
      paragraphs: [
        'Questi termini sono regolati dalla legge italiana.',
        'Per qualsiasi controversia è competente il Foro di Milano. Se usi Provato come consumatore restano ferme tutte le tutele del Codice del Consumo (D.Lgs. 206/2005), compreso il diritto di rivolgerti al giudice del luogo in cui risiedi o sei domiciliato.',
      ],
    },
    {
      heading: 'Contatti',
      paragraphs: [
        `Per domande su questi termini scrivi a ${SUPPORT_EMAIL} o usa la pagina Contatti: il supporto risponde dal lunedì al venerdì, dalle 9:00 alle 18:00.`,
      ],
    },
  ],
});

const cookies: LegalPage = {
  title: 'Cookie policy',
  description:
    'I cookie che Provato usa davvero: solo cookie tecnici, con scopo e durata, e le preferenze di accessibilità salvate nel browser. Nessun cookie di analisi o di profilazione.',
  updatedAt: UPDATED_AT,
  sections: [
    {
      heading: 'Cosa sono i cookie',
      paragraphs: [
        'I cookie sono piccoli file di testo che un sito salva nel tuo browser e rilegge alle visite successive. Quelli «tecnici» servono a far funzionare il sito e, secondo l’articolo 122 del Codice privacy e le linee guida del Garante del 10 giugno 2021, non richiedono il tuo consenso; quelli di analisi, pubblicitari o di profilazione possono essere usati solo se li accetti.',
      ],
    },
    {
      heading: 'I cookie che usiamo',
      paragraphs: [
        'Provato usa soltanto questi cookie tecnici, impostati dal nostro dominio e non leggibili da altri siti:',
      ],
      items: [
        'provato_consent – registra la tua scelta sui cookie, così non te la chiediamo a ogni pagina. Tecnico. Durata: 180 giorni.',
        'provato.session_token – ti mantiene connesso dopo l’accesso; viene impostato quando accedi e cancellato quando esci (sulle connessioni sicure HTTPS il browser lo mostra con il prefisso «__Secure-»). Tecnico. Durata: 30 giorni.',
        'provato_flash_… – mostra una sola volta un messaggio dopo un’azione, ad esempio la conferma dopo l’accesso o dopo la richiesta di un premio. Tecnico. Durata: 60 secondi.',
        'provato_device – un identificativo casuale del tuo browser, creato la prima volta che apri la pagina di accesso o registrazione, invii un modulo o navighi da utente registrato, che non contiene e non legge nulla del dispositivo. Serve alla sicurezza: ci permette di riconoscere gli account multipli e le recensioni false scritte dallo stesso dispositivo; lo conserviamo solo come codice cifrato, per 90 giorni. Tecnico, strettamente necessario. Durata: 13 mesi.',
        'provato_ref – ricorda il codice del link di invito che hai aperto, così l’amico che ti ha invitato riceve i suoi punti quando ti iscrivi. Viene impostato solo se apri un link di invito e cancellato quando ti iscrivi. Tecnico. Durata: al massimo 30 giorni.',
      ],
    },
    {
      heading: 'Le preferenze salvate nel browser',
      paragraphs: [
        'Le preferenze di accessibilità (contrasto elevato, riduzione delle animazioni, dimensione del testo) restano soltanto nel tuo browser, nella memoria locale, e non vengono inviate ai nostri server:',
      ],
      items: [
        'provato:a11y – le tue preferenze di accessibilità. Memoria locale del browser (localStorage). Durata: finché non le cancelli.',
      ],
    },
    {
      heading: 'Niente cookie di analisi, pubblicità o profilazione',
      paragraphs: [
        'Non usiamo cookie di analisi o statistici, né cookie pubblicitari o di profilazione, e non ospitiamo cookie di terze parti.',
        'Quando apri il link di un negozio (per esempio Amazon.it) lasci Provato: solo da quel momento il negozio imposta i propri cookie sul suo sito, secondo la propria cookie policy.',
      ],
    },
    {
      heading: 'Come cambiare la tua scelta',
      paragraphs: [
        'Puoi rivedere la tua scelta in ogni momento da «Preferenze cookie», in fondo a ogni pagina. Dopo 180 giorni te la chiediamo di nuovo.',
        'Puoi anche cancellare i cookie e la memoria locale dalle impostazioni del browser: se cancelli il cookie di sessione dovrai accedere di nuovo, se cancelli la memoria locale le preferenze di accessibilità tornano a seguire quelle del sistema.',
        `Per domande sui cookie scrivi a ${SUPPORT_EMAIL}. Il modo in cui trattiamo i dati personali è spiegato nell’informativa sulla privacy.`,
      ],
    },
  ],
};

const affiliate = (programme: PointsProgramme): LegalPage => ({
  title: 'Affiliazioni',
  description:
    'Come Provato si finanzia con i link di affiliazione ai negozi, incluso il Programma Affiliazione Amazon, e perché le commissioni non influenzano né le recensioni né i punti.',
  updatedAt: UPDATED_AT,
  sections: [
    {
      heading: 'Come guadagniamo',
      paragraphs: [
        'Provato è gratuito. Per sostenerlo partecipiamo a programmi di affiliazione: quando apri un’offerta dalla pagina di un prodotto e poi acquisti, il negozio può riconoscerci una commissione. Il prezzo che paghi è lo stesso che pagheresti andando direttamente sul sito del negozio.',
        'Ogni link ai negozi passa da un nostro indirizzo di passaggio, che registra quale offerta hai aperto e quando (e il tuo account, se hai effettuato l’accesso) e poi ti porta al negozio con il nostro codice di affiliazione.',
      ],
    },
    {
      heading: 'Programma Affiliazione Amazon',
      paragraphs: [
        'Provato partecipa al Programma Affiliazione Amazon EU, un programma di affiliazione che consente ai siti di percepire una commissione pubblicitaria pubblicizzando e fornendo link al sito Amazon.it.',
        AMAZON_DISCLOSURE,
      ],
    },
    {
      heading: 'Le commissioni non influenzano le recensioni',
      paragraphs: [
        'I negozi non hanno alcun ruolo nella moderazione: le recensioni vengono approvate o rifiutate con le stesse regole, che il prodotto abbia link di affiliazione oppure no. Nessuno può pagare per pubblicare, nascondere o spostare una recensione, e il voto medio di un prodotto è sempre la media semplice delle recensioni pubblicate.',
      ],
    },
    {
      heading: 'I punti non dipendono dagli acquisti',
      paragraphs: [
        awardIgnoresRating(programme)
          ? `Nessun punto dipende dall’acquistare tramite i nostri link: i ${reviewPoints(programme)} di una recensione approvata non cambiano se hai aperto un’offerta, se hai comprato o dove hai comprato.`
          : 'Nessun punto dipende dall’acquistare tramite i nostri link: i punti di una recensione approvata non cambiano se hai aperto un’offerta, se hai comprato o dove hai comprato.',
        `Il cashback (${cashbackRange}) vale solo per gli acquisti fatti tramite i circuiti che lo consentono e non è mai previsto per i link Amazon.`,
      ],
    },
    {
      heading: 'Prezzi e disponibilità',
      paragraphs: [
        'Prezzi, disponibilità e costi di spedizione vengono dai negozi e possono cambiare in qualsiasi momento, anche dopo l’ultimo aggiornamento mostrato su Provato: fa fede quanto indicato dal negozio al momento dell’acquisto. Il contratto di acquisto è tra te e il negozio, che gestisce pagamento, consegna, resi e garanzia.',
      ],
    },
    {
      heading: 'Contatti',
      paragraphs: [`Per domande sulle affiliazioni scrivi a ${SUPPORT_EMAIL}.`],
    },
  ],
});

/** A legal page, its points told from the configured programme (getPointsProgramme). */
export function legalPage(key: LegalPageKey, programme: PointsProgramme): LegalPage {
  switch (key) {
    case 'privacy':
      return privacy;
    case 'terms':
      return terms(programme);
    case 'cookies':
      return cookies;
    case 'affiliate':
      return affiliate(programme);
  }
}

/** The page of a /legal/:type parameter ('cookie' is accepted for 'cookies'); null when unknown. */
export function legalPageKey(type: string): LegalPageKey | null {
  switch (type) {
    case 'privacy':
    case 'terms':
    case 'cookies':
    case 'affiliate':
      return type;
    case 'cookie':
      return 'cookies';
    default:
      return null;
  }
}
