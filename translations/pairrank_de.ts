<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnnotationAgreement</name>
    <message>
        <source>needs at least three annotators</source>
        <translation>braucht mindestens drei Annotatoren</translation>
    </message>
    <message>
        <source>no pair was labelled by every annotator</source>
        <translation>kein Paar wurde von allen Annotatoren gelabelt</translation>
    </message>
</context>
<context>
    <name>AnnotationQueue</name>
    <message>
        <source>no judgements in this context yet: random pair</source>
        <translation>noch keine Urteile in diesem Kontext: zufälliges Paar</translation>
    </message>
    <message>
        <source>ranks %1 and %2, P(above next) = %3</source>
        <translation>Ränge %1 und %2, P(über nächstem) = %3</translation>
    </message>
    <message>
        <source>systems %1 vs. %2, %3 human labels so far</source>
        <translation>Systeme %1 gegen %2, bisher %3 menschliche Labels</translation>
    </message>
    <message>
        <source>random pair</source>
        <translation>zufälliges Paar</translation>
    </message>
    <message>
        <source>second label, for agreement</source>
        <translation>zweites Urteil, für die Übereinstimmung</translation>
    </message>
    <message>
        <source>a run asks people: the judge is unsure (%1 for the one it saw first)</source>
        <extracomment>Why the Annotate tab shows this pair: a run asked people about it; the judge&apos;s probability, recalibrated on the labels so far, that the first shown is better.</extracomment>
        <translation>ein Lauf fragt Menschen: der Richter ist unsicher (%1 für den zuerst gezeigten)</translation>
    </message>
    <message>
        <source>no pair waits for people; %1</source>
        <extracomment>Why the Annotate tab shows this pair: no run asks people about a pair now, so the pair the ranking is least sure of comes; %1 says why that one.</extracomment>
        <translation>kein Paar wartet auf Menschen; %1</translation>
    </message>
</context>
<context>
    <name>CalibrationReport</name>
    <message numerus="yes">
        <source>%1 vs %2: only %n human-labelled item(s); the judge&apos;s accuracy and the calibrated win rates rest on little evidence.</source>
        <translation>
            <numerusform>%1 gegen %2: nur %n von Menschen gelabeltes Element; Genauigkeit des Bewerters und kalibrierte Gewinnraten beruhen auf wenig Evidenz.</numerusform>
            <numerusform>%1 gegen %2: nur %n von Menschen gelabelte Elemente; Genauigkeit des Bewerters und kalibrierte Gewinnraten beruhen auf wenig Evidenz.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 vs %2: no Dawid–Skene estimate: %3</source>
        <translation>%1 gegen %2: keine Dawid-Skene-Schätzung: %3</translation>
    </message>
    <message>
        <source>%1 vs %2: judge %3 has q0 + q1 = %4 ≤ 1 against the humans: no better than chance, so its win rate cannot be calibrated.</source>
        <translation>%1 gegen %2: Bewerter %3 hat gegenüber den Menschen q0 + q1 = %4 ≤ 1: nicht besser als Zufall, seine Gewinnrate lässt sich daher nicht kalibrieren.</translation>
    </message>
    <message>
        <source>%1 vs %2: no BWRS estimate for judge %3: %4</source>
        <translation>%1 gegen %2: keine BWRS-Schätzung für Bewerter %3: %4</translation>
    </message>
    <message>
        <source>Reading the judgements and labels…</source>
        <translation>Urteile und Labels werden gelesen…</translation>
    </message>
    <message>
        <source>Fitting the calibrated win rates…</source>
        <translation>Die kalibrierten Gewinnraten werden geschätzt…</translation>
    </message>
    <message>
        <source>Reading the judges&apos; evidence…</source>
        <translation>Die Belege der Bewerter werden gelesen…</translation>
    </message>
    <message>
        <source>The pooled regression&apos;s sampler has not settled: split R̂ up to %1 (below %2 expected) and %3 effective draws for the worst pair (%4 expected). Its win rates and intervals carry Monte Carlo error; recompute with another seed to see how much.</source>
        <translation>Der Sampler der gepoolten Regression hat sich nicht eingependelt: Split-R̂ bis %1 (erwartet unter %2) und %3 effektive Ziehungen für das schlechteste Paar (erwartet %4). Seine Gewinnraten und Intervalle tragen Monte-Carlo-Fehler; mit einem anderen Seed neu berechnen, um zu sehen, wie viel.</translation>
    </message>
    <message>
        <source>Human labels on pairs chosen for what a label is worth, not at random: %1 of %2 (%3 on pairs a run put to people, %4 on pairs the Annotate tab chose as the ranking&apos;s most uncertain). The pooled regression needs labels that depend only on the judges&apos; verdicts, and Dawid–Skene, BWRS and the judges&apos; accuracies need a random sample; such a choice is neither, so all of them may be biased. Labels of pairs chosen with &quot;Next pair: Random&quot; in the Annotate tab are a random sample.</source>
        <translation>Menschliche Labels auf Paaren, die wegen des Werts eines Labels gewählt wurden, nicht zufällig: %1 von %2 (%3 auf Paaren, die ein Lauf an Menschen gegeben hat, %4 auf Paaren, die der Tab „Annotieren“ als die unsichersten der Rangfolge gewählt hat). Die gepoolte Regression braucht Labels, die nur von den Urteilen der Bewerter abhängen, und Dawid-Skene, BWRS und die Genauigkeiten der Bewerter brauchen eine Zufallsstichprobe; eine solche Auswahl ist keines von beidem, daher können sie alle verzerrt sein. Labels von Paaren, die im Tab „Annotieren“ mit „Nächstes Paar: Zufällig“ gewählt wurden, sind eine Zufallsstichprobe.</translation>
    </message>
    <message>
        <source>%1 vs %2 (%3)</source>
        <extracomment>One pair of systems in a list: &quot;M0 vs M1 (2)&quot;, its human-labelled items.</extracomment>
        <translation>%1 gegen %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of systems have fewer than %1 human-labelled items, so the judge&apos;s accuracy and the calibrated win rates rest on little evidence there: %2.</source>
        <extracomment>%1: the least number of human-labelled items that earns no warning; %2: the pairs, each with its number of human-labelled items.</extracomment>
        <translation>
            <numerusform>%n Paar von Systemen hat weniger als %1 von Menschen gelabelte Elemente, daher stützen sich die Genauigkeit des Bewerters und die kalibrierten Gewinnraten dort auf wenig Evidenz: %2.</numerusform>
            <numerusform>%n Paare von Systemen haben weniger als %1 von Menschen gelabelte Elemente, daher stützen sich die Genauigkeit des Bewerters und die kalibrierten Gewinnraten dort auf wenig Evidenz: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CandidateDetailsText</name>
    <message>
        <source>System: %1</source>
        <translation>System: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Reference scores: %1</source>
        <translation>Referenzwerte: %1</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>Kontext %1</translation>
    </message>
</context>
<context>
    <name>ContextHelp</name>
    <message>
        <source>More in the user guide</source>
        <translation>Mehr im Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>DiagnosticTexts</name>
    <message>
        <source>it needs reference scores or human labels of judged pairs to tell length from quality</source>
        <extracomment>Why no length bias is shown: the judge&apos;s own answers cannot tell a preference for longer texts from one for better texts that are longer.</extracomment>
        <translation>dafür braucht es Referenzwerte oder menschliche Labels beurteilter Paare, um Länge von Qualität zu trennen</translation>
    </message>
    <message>
        <source>too few judged pairs have reference scores or human labels</source>
        <translation>zu wenige beurteilte Paare haben Referenzwerte oder menschliche Labels</translation>
    </message>
    <message>
        <source>in the pairs with reference scores or human labels, length does not vary apart from quality</source>
        <translation>in den Paaren mit Referenzwerten oder menschlichen Labels variiert die Länge nicht unabhängig von der Qualität</translation>
    </message>
</context>
<context>
    <name>ImportValidationText</name>
    <message>
        <source>Checking every record…</source>
        <translation>Jeder Datensatz wird geprüft…</translation>
    </message>
    <message>
        <source>Trying the import without saving it…</source>
        <translation>Import wird ohne Speichern erprobt…</translation>
    </message>
</context>
<context>
    <name>MethodNames</name>
    <message>
        <source>Soft Bradley–Terry (PoE-BT)</source>
        <translation>Weiches Bradley-Terry (PoE-BT)</translation>
    </message>
    <message>
        <source>Gaussian PoE</source>
        <translation>Gauß-PoE</translation>
    </message>
    <message>
        <source>PoE, Φ link, Beta</source>
        <translation>PoE, Φ-Link, Beta</translation>
    </message>
    <message>
        <source>PoE, Φ link, Gaussian</source>
        <translation>PoE, Φ-Link, Gauß</translation>
    </message>
    <message>
        <source>Bradley–Terry (hard)</source>
        <translation>Bradley-Terry (hart)</translation>
    </message>
    <message>
        <source>Average probability</source>
        <translation>Mittlere Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Win ratio</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>ε-uncertainty</source>
        <translation>ε-Unsicherheit</translation>
    </message>
    <message>
        <source>Probability of reordering</source>
        <translation>Umordnungswahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>Varianz</translation>
    </message>
    <message>
        <source>Minimum uncertainty</source>
        <translation>Minimale Unsicherheit</translation>
    </message>
    <message>
        <source>D-optimal</source>
        <translation>D-optimal</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Random, no repeats</source>
        <translation>Zufällig, ohne Wiederholung</translation>
    </message>
    <message>
        <source>Symmetric random</source>
        <translation>Symmetrisch zufällig</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>PairRank</source>
        <translation>PairRank</translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>win rate</source>
        <translation>Gewinnrate</translation>
    </message>
    <message>
        <source>blue: row system preferred · orange: column system preferred</source>
        <translation>blau: Zeilensystem bevorzugt · orange: Spaltensystem bevorzugt</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>Gewinnraten-Matrix</translation>
    </message>
    <message>
        <source>Win rate of each pair of systems, 95 % intervals</source>
        <translation>Gewinnrate jedes Systempaars, 95-%-Intervalle</translation>
    </message>
    <message>
        <source>Judge accuracy against the human labels, 95 % intervals</source>
        <translation>Genauigkeit der Bewerter gegenüber den menschlichen Labels, 95-%-Intervalle</translation>
    </message>
    <message>
        <source>q0: how often the judge agreed with the humans when they preferred the first system of a pair; q1: the same when they preferred the second. Below the dashed 0.5 line a judge is worse than a coin.</source>
        <translation>q0: wie oft der Bewerter den Menschen zustimmte, wenn sie das erste System eines Paars bevorzugten; q1: dasselbe, wenn sie das zweite bevorzugten. Unter der gestrichelten 0,5-Linie ist ein Bewerter schlechter als ein Münzwurf.</translation>
    </message>
    <message>
        <source>Point: estimate · line: 95 % interval · dashed: 0.5 (a tie)</source>
        <translation>Punkt: Schätzung · Linie: 95-%-Intervall · gestrichelt: 0,5 (Unentschieden)</translation>
    </message>
    <message>
        <source>P(first system preferred)</source>
        <translation>P(erstes System bevorzugt)</translation>
    </message>
    <message>
        <source>Blue: q0 (humans preferred the first system) · red: q1 (humans preferred the second)</source>
        <translation>Blau: q0 (Menschen bevorzugten das erste System) · rot: q1 (Menschen bevorzugten das zweite)</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>Cell: P(row system preferred over column system), %1 posterior mean</source>
        <translation>Zelle: P(Zeilensystem dem Spaltensystem vorgezogen), Posterior-Mittel: %1</translation>
    </message>
    <message>
        <source>Each cell is the calibrated probability that the row system is preferred over the column system (the headline estimate: the pooled regression when the project has human labels, otherwise Dawid–Skene); systems are in ranking order.</source>
        <translation>Jede Zelle ist die kalibrierte Wahrscheinlichkeit, dass das Zeilensystem dem Spaltensystem vorgezogen wird (die Hauptschätzung: die gepoolte Regression, wenn das Projekt menschliche Labels hat, sonst Dawid-Skene); die Systeme stehen in Rangfolge.</translation>
    </message>
    <message>
        <source>P(first system preferred) for each pair: the calibrated headline estimate of all judges and human labels (black; Dawid–Skene below it when the headline is the pooled regression), each judge&apos;s BWRS estimate (orange) and its raw observed win rate (grey). An interval that does not cross the dashed 0.5 line means one system is preferred with 95 % credibility.</source>
        <translation>P(erstes System bevorzugt) für jedes Paar: die kalibrierte Hauptschätzung aus allen Bewertern und menschlichen Labels (schwarz; darunter Dawid-Skene, wenn die Hauptschätzung die gepoolte Regression ist), die BWRS-Schätzung jedes Bewerters (orange) und seine rohe beobachtete Gewinnrate (grau). Ein Intervall, das die gestrichelte 0,5-Linie nicht kreuzt, bedeutet, dass ein System mit 95 % Glaubwürdigkeit bevorzugt wird.</translation>
    </message>
</context>
<context>
    <name>ReportExporter</name>
    <message>
        <source>Writing the HTML report…</source>
        <translation>HTML-Bericht wird geschrieben…</translation>
    </message>
    <message>
        <source>Writing the PDF report…</source>
        <translation>PDF-Bericht wird geschrieben…</translation>
    </message>
    <message>
        <source>Writing the JSON data…</source>
        <translation>JSON-Daten werden geschrieben…</translation>
    </message>
    <message>
        <source>Writing the CSV tables…</source>
        <translation>CSV-Tabellen werden geschrieben…</translation>
    </message>
    <message>
        <source>Drawing the charts…</source>
        <translation>Diagramme werden gezeichnet…</translation>
    </message>
    <message>
        <source>no export format chosen</source>
        <translation>kein Exportformat gewählt</translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation>der Dateiname ist leer</translation>
    </message>
    <message>
        <source>the file name “%1” must not contain a folder</source>
        <translation>der Dateiname „%1“ darf keinen Ordner enthalten</translation>
    </message>
    <message>
        <source>the folder “%1” does not exist</source>
        <translation>der Ordner „%1“ existiert nicht</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>could not make %1</source>
        <translation>%1 konnte nicht erstellt werden</translation>
    </message>
</context>
<context>
    <name>ReportForestPlot</name>
    <message>
        <source>   BWRS · %1</source>
        <translation>   BWRS · %1</translation>
    </message>
    <message>
        <source>   observed · %1</source>
        <translation>   beobachtet · %1</translation>
    </message>
    <message>
        <source>no human label for this side</source>
        <translation>kein menschliches Label für diese Seite</translation>
    </message>
    <message>
        <source>%1 · q0</source>
        <translation>%1 · q0</translation>
    </message>
    <message>
        <source>%1 · q1</source>
        <translation>%1 · q1</translation>
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation>nicht geschätzt: %1</translation>
    </message>
    <message>
        <source>%1 vs %2 · %3</source>
        <translation>%1 gegen %2 · %3</translation>
    </message>
    <message>
        <source>   Dawid–Skene · all judges</source>
        <translation>   Dawid-Skene · alle Bewerter</translation>
    </message>
</context>
<context>
    <name>ReportGathering</name>
    <message>
        <source>reading the project: %1</source>
        <translation>Lesen des Projekts: %1</translation>
    </message>
    <message>
        <source>reading the contexts: %1</source>
        <translation>Lesen der Kontexte: %1</translation>
    </message>
    <message>
        <source>Estimating the win rates…</source>
        <translation>Gewinnraten werden geschätzt…</translation>
    </message>
    <message>
        <source>Ranking context %1…</source>
        <translation>Rangfolge für Kontext %1…</translation>
    </message>
    <message>
        <source>Context %1: %2</source>
        <translation>Kontext %1: %2</translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Ranking not available: %1</source>
        <translation>Rangfolge nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>row preferred over column</source>
        <translation>Zeile der Spalte vorgezogen</translation>
    </message>
    <message>
        <source>average</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation>nicht geschätzt: %1</translation>
    </message>
    <message>
        <source>prior</source>
        <translation>Prior</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>beobachtet</translation>
    </message>
    <message>
        <source>BWRS</source>
        <translation>BWRS</translation>
    </message>
    <message>
        <source>Dawid–Skene</source>
        <translation>Dawid-Skene</translation>
    </message>
    <message>
        <source>q0 (humans: first)</source>
        <translation>q0 (Menschen: erstes)</translation>
    </message>
    <message>
        <source>agreed / labelled</source>
        <translation>zugestimmt / gelabelt</translation>
    </message>
    <message>
        <source>q1 (humans: second)</source>
        <translation>q1 (Menschen: zweites)</translation>
    </message>
    <message>
        <source>overall accuracy</source>
        <translation>Gesamtgenauigkeit</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>Gewinnraten-Matrix</translation>
    </message>
    <message>
        <source>Pairs of systems</source>
        <translation>Systempaare</translation>
    </message>
    <message>
        <source>Judge accuracy</source>
        <translation>Genauigkeit der Bewerter</translation>
    </message>
    <message>
        <source>Judge bias</source>
        <translation>Verzerrung der Bewerter</translation>
    </message>
    <message>
        <source>Candidate rankings</source>
        <translation>Rangfolgen der Kandidaten</translation>
    </message>
    <message>
        <source>Reproduction settings</source>
        <translation>Einstellungen zur Reproduktion</translation>
    </message>
    <message>
        <source>PairRank report: %1 — %2</source>
        <translation>PairRank-Bericht: %1 — %2</translation>
    </message>
    <message>
        <source>Created %1 (UTC) with PairRank %2 from %3.</source>
        <translation>Erstellt %1 (UTC) mit PairRank %2 aus %3.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>system</source>
        <translation>System</translation>
    </message>
    <message>
        <source>P(above next)</source>
        <translation>P(über nächstem)</translation>
    </message>
    <message>
        <source>judgements</source>
        <translation>Urteile</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>No judgement to measure the judges&apos; bias on.</source>
        <translation>Kein Urteil, an dem sich die Verzerrung der Bewerter messen ließe.</translation>
    </message>
    <message>
        <source>Over every judgement of the criterion, all judges together; 95 % intervals.</source>
        <translation>Über alle Urteile des Kriteriums, alle Bewerter zusammen; 95-%-Intervalle.</translation>
    </message>
    <message>
        <source>share of decisions for the first position (0.5: none)</source>
        <translation>Anteil der Entscheidungen für die erste Position (0,5: keiner)</translation>
    </message>
    <message>
        <source>home advantage δ of the first position (0: none)</source>
        <translation>Heimvorteil δ der ersten Position (0: keiner)</translation>
    </message>
    <message>
        <source>order consistency over pairs asked both ways (1: perfect)</source>
        <translation>Reihenfolge-Konsistenz bei beidseitig gefragten Paaren (1: perfekt)</translation>
    </message>
    <message>
        <source>diagnostic</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>Vergleiche</translation>
    </message>
    <message>
        <source>No ranking could be computed.</source>
        <translation>Es konnte keine Rangfolge berechnet werden.</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>Kontext %1</translation>
    </message>
    <message>
        <source>%1 more contexts are in the CSV and JSON exports.</source>
        <translation>%1 weitere Kontexte stehen in den CSV- und JSON-Exporten.</translation>
    </message>
    <message>
        <source>Judges</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>prompt SHA-256</source>
        <translation>Prompt-SHA-256</translation>
    </message>
    <message>
        <source>Prompt of %1:</source>
        <translation>Prompt von %1:</translation>
    </message>
    <message>
        <source>Settings of %1:</source>
        <translation>Einstellungen von %1:</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>scoring model</source>
        <translation>Bewertungsmodell</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Configuration of run %1:</source>
        <translation>Konfiguration von Lauf %1:</translation>
    </message>
    <message>
        <source>Estimators</source>
        <translation>Schätzer</translation>
    </message>
    <message>
        <source>setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>interval level</source>
        <translation>Intervallniveau</translation>
    </message>
    <message>
        <source>Dawid–Skene chains × draws, warm-up</source>
        <translation>Dawid-Skene Ketten × Ziehungen, Einlaufphase</translation>
    </message>
    <message>
        <source>Dawid–Skene seed</source>
        <translation>Dawid-Skene-Seed</translation>
    </message>
    <message>
        <source>BWRS draws, out-of-range draws</source>
        <translation>BWRS-Ziehungen, Ziehungen außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>BWRS seed</source>
        <translation>BWRS-Seed</translation>
    </message>
    <message>
        <source>ranking model, seed</source>
        <translation>Rangfolgemodell, Seed</translation>
    </message>
    <message>
        <source>judgements, human labels</source>
        <translation>Urteile, menschliche Labels</translation>
    </message>
    <message>
        <source>PairRank version</source>
        <translation>PairRank-Version</translation>
    </message>
    <message>
        <source>created (UTC)</source>
        <translation>erstellt (UTC)</translation>
    </message>
    <message>
        <source>project file</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>Gewinnrate</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>based on</source>
        <translation>beruht auf</translation>
    </message>
    <message>
        <source>%1 items; %2 human labels, %3 of them for %4; prior: %5</source>
        <translation>%1 Elemente; %2 menschliche Labels, davon %3 für %4; Prior: %5</translation>
    </message>
    <message>
        <source>all, with the humans</source>
        <translation>alle, mit den Menschen</translation>
    </message>
    <message>
        <source>%1 chains × %2 draws, R̂ %3</source>
        <translation>%1 Ketten × %2 Ziehungen, R̂ %3</translation>
    </message>
    <message>
        <source>%1 of %2 judged items for %3</source>
        <translation>%1 von %2 bewerteten Elementen für %3</translation>
    </message>
    <message>
        <source>%1 of %2 draws used</source>
        <translation>%1 von %2 Ziehungen verwendet</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>rank range</source>
        <translation>Rangbereich</translation>
    </message>
    <message>
        <source>judged</source>
        <translation>bewertet</translation>
    </message>
    <message>
        <source>Scoring model %1, from the judges&apos; comparisons and the human labels of the criterion (skips left out); scores are centred to mean 0.</source>
        <translation>Bewertungsmodell %1, aus den Vergleichen der Bewerter und den menschlichen Labels des Kriteriums (ohne Übersprungene); die Werte sind auf den Mittelwert 0 zentriert.</translation>
    </message>
    <message>
        <source>Scoring model %1, from the judges&apos; comparisons only; scores are centred to mean 0.</source>
        <translation>Bewertungsmodell %1, nur aus den Vergleichen der Bewerter; die Werte sind auf den Mittelwert 0 zentriert.</translation>
    </message>
    <message>
        <source>%1 comparisons by judges, %2 human labels used.</source>
        <translation>%1 Vergleiche durch Bewerter, %2 menschliche Labels verwendet.</translation>
    </message>
    <message>
        <source>%1 comparisons by judges.</source>
        <translation>%1 Vergleiche durch Bewerter.</translation>
    </message>
    <message>
        <source>The judge&apos;s absolute ratings of %1 candidates are experts of this ranking too.</source>
        <translation>Die absoluten Einstufungen des Bewerters für %1 Kandidaten fließen ebenfalls in diese Rangfolge ein.</translation>
    </message>
    <message>
        <source>Win rate = P(first system preferred). Observed: the judge&apos;s raw share of wins. BWRS: Bayesian win-rate sampling, corrected by the judge&apos;s accuracy against the humans. Pooled regression: the human win rate over the pair&apos;s items, from one regression of the human labels on all judges&apos; verdicts across every pair. Dawid–Skene: all judges and human labels jointly, under the prior setting shown.</source>
        <translation>Gewinnrate = P(erstes System bevorzugt). Beobachtet: der rohe Anteil der Siege laut Bewerter. BWRS: Bayessches Gewinnraten-Sampling, korrigiert um die Genauigkeit des Bewerters gegenüber den Menschen. Gepoolte Regression: die menschliche Gewinnrate über die Elemente des Paars, aus einer Regression der menschlichen Labels auf die Urteile aller Bewerter über alle Paare. Dawid-Skene: alle Bewerter und menschlichen Labels gemeinsam, mit der angegebenen Prior-Einstellung.</translation>
    </message>
    <message>
        <source>The matrix and the summary use the %1 estimates.</source>
        <translation>Die Matrix und die Zusammenfassung verwenden die Schätzungen: %1.</translation>
    </message>
    <message>
        <source>Pooled regression</source>
        <translation>Gepoolte Regression</translation>
    </message>
    <message>
        <source>all, with the humans of every pair</source>
        <translation>alle, mit den Menschen aller Paare</translation>
    </message>
    <message>
        <source>R̂ %1, effective draws %2</source>
        <translation>R̂ %1, effektive Ziehungen %2</translation>
    </message>
    <message>
        <source>λ %1, %2 human labels</source>
        <translation>λ %1, %2 menschliche Labels</translation>
    </message>
    <message>
        <source>PPI++: prediction-powered inference, the human labels corrected by the judges&apos; verdicts on every item as far as the verdicts prove to help (λ); it needs a random sample of human labels.</source>
        <translation>PPI++: prädiktionsgestützte Inferenz, die menschlichen Labels korrigiert durch die Urteile der Bewerter zu jedem Element, soweit sich die Urteile als hilfreich erweisen (λ); sie braucht eine Zufallsstichprobe menschlicher Labels.</translation>
    </message>
    <message>
        <source>PPI++</source>
        <translation>PPI++</translation>
    </message>
    <message>
        <source>pooled regression chains × draws kept, warm-up</source>
        <translation>gepoolte Regression: Ketten × behaltene Ziehungen, Einlaufphase</translation>
    </message>
    <message>
        <source>pooled regression seed</source>
        <translation>Seed der gepoolten Regression</translation>
    </message>
    <message>
        <source>length bias: slope of logit p per 1,000 characters, quality held fixed by reference scores or human labels (0: none)</source>
        <translation>Längenverzerrung: Steigung von logit p je 1.000 Zeichen bei festgehaltener Qualität (Referenzwerte oder menschliche Labels; 0: keine)</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>nicht gemessen: %1</translation>
    </message>
    <message>
        <source>%1 more candidates of this context are in the CSV and JSON exports.</source>
        <translation>%1 weitere Kandidaten dieses Kontexts stehen in den CSV- und JSON-Exporten.</translation>
    </message>
</context>
<context>
    <name>ReportSummary</name>
    <message>
        <source>The %1 % interval lies above 50 %: %2 is preferred over %3 with at least %1 % credibility.</source>
        <translation>Das %1-%-Intervall liegt über 50 %: %2 wird %3 mit mindestens %1 % Glaubwürdigkeit vorgezogen.</translation>
    </message>
    <message>
        <source>The %1 % interval lies below 50 %: %3 is preferred over %2 with at least %1 % credibility.</source>
        <translation>Das %1-%-Intervall liegt unter 50 %: %3 wird %2 mit mindestens %1 % Glaubwürdigkeit vorgezogen.</translation>
    </message>
    <message>
        <source>The %1 % interval includes 50 %: the data cannot tell %2 and %3 apart with confidence.</source>
        <translation>Das %1-%-Intervall enthält 50 %: die Daten können %2 und %3 nicht sicher unterscheiden.</translation>
    </message>
    <message numerus="yes">
        <source>Criterion “%1”: %n system(s) compared, from %2 LLM judgements and %3 human labels.</source>
        <translation>
            <numerusform>Kriterium „%1“: %n System verglichen, aus %2 LLM-Urteilen und %3 menschlichen Labels.</numerusform>
            <numerusform>Kriterium „%1“: %n Systeme verglichen, aus %2 LLM-Urteilen und %3 menschlichen Labels.</numerusform>
        </translation>
    </message>
    <message>
        <source>No ranking of the systems could be made.</source>
        <translation>Es ließ sich keine Rangfolge der Systeme erstellen.</translation>
    </message>
    <message>
        <source>%1 ranks first: on average it is preferred in %2 % of comparisons against the systems it was compared with.</source>
        <translation>%1 liegt vorn: im Mittel wird es in %2 % der Vergleiche mit den Systemen, gegen die es antrat, vorgezogen.</translation>
    </message>
    <message>
        <source>%1 ranks first.</source>
        <translation>%1 liegt vorn.</translation>
    </message>
    <message>
        <source>%1 and %2: no calibrated win rate (see the warnings and the pair details).</source>
        <translation>%1 und %2: keine kalibrierte Gewinnrate (siehe Warnungen und Paardetails).</translation>
    </message>
    <message>
        <source>%1 over %2: preferred in %3 % of comparisons (%4 % interval %5–%6 %), a margin of %7 percentage points over a tie. %8</source>
        <translation>%1 vor %2: vorgezogen in %3 % der Vergleiche (%4-%-Intervall %5–%6 %), ein Vorsprung von %7 Prozentpunkten gegenüber einem Unentschieden. %8</translation>
    </message>
    <message>
        <source>Judge %1 agreed with the human labels on %2 % of the %3 items both labelled.</source>
        <translation>Bewerter %1 stimmte bei %2 % der %3 von beiden gelabelten Elemente mit den menschlichen Labels überein.</translation>
    </message>
    <message>
        <source>Judge %1 has no item labelled by humans too: its accuracy is unknown.</source>
        <translation>Bewerter %1 hat kein auch von Menschen gelabeltes Element: seine Genauigkeit ist unbekannt.</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) below qualify these numbers.</source>
        <translation>
            <numerusform>%n Warnung unten schränkt diese Zahlen ein.</numerusform>
            <numerusform>%n Warnungen unten schränken diese Zahlen ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>pooled regression</source>
        <translation>gepoolte Regression</translation>
    </message>
    <message>
        <source>Dawid–Skene</source>
        <translation>Dawid-Skene</translation>
    </message>
    <message>
        <source>The win rates are the human win rates over each pair&apos;s items, estimated by the pooled regression of the human labels on all judges&apos; verdicts across the pairs.</source>
        <translation>Die Gewinnraten sind die menschlichen Gewinnraten über die Elemente jedes Paars, geschätzt mit der gepoolten Regression der menschlichen Labels auf die Urteile aller Bewerter über alle Paare.</translation>
    </message>
    <message>
        <source>The win rates are the joint Dawid–Skene estimates of all judges and human labels.</source>
        <translation>Die Gewinnraten sind die gemeinsamen Dawid-Skene-Schätzungen aus allen Bewertern und menschlichen Labels.</translation>
    </message>
    <message>
        <source>Criterion “%1”: no win rates, because %2. Below, each judge&apos;s agreement with the people on the pairs of texts both judged (%3 LLM judgements, %4 human labels); the first text of a pair is the one imported first.</source>
        <extracomment>%1: the criterion; %2: why, e.g. &quot;no candidate names the system that wrote it …&quot;</extracomment>
        <translation>Kriterium „%1“: keine Gewinnraten, denn %2. Unten die Übereinstimmung jedes Bewerters mit den Menschen auf den Textpaaren, die beide beurteilt haben (%3 LLM-Urteile, %4 menschliche Labels); der erste Text eines Paares ist der zuerst importierte.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Ranking texts with pairwise comparisons by LLM judges and people.</source>
        <translation>Rangfolgen von Texten durch paarweise Vergleiche von LLM-Bewertern und Menschen.</translation>
    </message>
    <message>
        <source>Open the demo project, start a run, save every tab as &lt;folder&gt;/&lt;tab&gt;.png and quit.</source>
        <translation>Demoprojekt öffnen, einen Lauf starten, jeden Tab als &lt;folder&gt;/&lt;tab&gt;.png speichern und beenden.</translation>
    </message>
    <message>
        <source>The project file or server address (postgresql://…) to open (default: the last one, or the demo project on first start).</source>
        <translation>Die zu öffnende Projektdatei oder Serveradresse (postgresql://…) (Standard: die zuletzt geöffnete, beim ersten Start das Demoprojekt).</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AboutDialog</name>
    <message>
        <source>About PairRank</source>
        <translation>Über PairRank</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PairRank %1&lt;/h3&gt;&lt;p&gt;Ranking texts with pairwise comparisons by LLM judges and people.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PairRank %1&lt;/h3&gt;&lt;p&gt;Rangfolgen von Texten durch paarweise Vergleiche von LLM-Bewertern und Menschen.&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Demo data provenance</source>
        <translation>Herkunft der Demodaten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo project data&lt;/b&gt;</source>
        <translation>&lt;b&gt;Daten des Demoprojekts&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AgreementTableModel</name>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Verglichen mit</translation>
    </message>
    <message>
        <source>Shared pairs</source>
        <translation>Gemeinsame Paare</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohens κ</translation>
    </message>
    <message>
        <source>judge “%1”</source>
        <translation>Bewerter „%1“</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AnnotateTab</name>
    <message numerus="yes">
        <source>Fleiss&apos; κ over %n pair(s) labelled by every annotator: %1</source>
        <translation>
            <numerusform>Fleiss&apos; κ über %n von allen Annotatoren gelabeltes Paar: %1</numerusform>
            <numerusform>Fleiss&apos; κ über %n von allen Annotatoren gelabelte Paare: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Fleiss&apos; κ: %1</source>
        <translation>Fleiss&apos; κ: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotator</translation>
    </message>
    <message>
        <source>Your name: every label is stored with it</source>
        <translation>Ihr Name: jedes Label wird damit gespeichert</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Where the next pair comes from</source>
        <translation>Woher das nächste Paar kommt</translation>
    </message>
    <message>
        <source>Most uncertain for the ranking</source>
        <translation>Am unsichersten für die Rangfolge</translation>
    </message>
    <message>
        <source>Most useful to calibrate the judge</source>
        <translation>Am nützlichsten zur Kalibrierung</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Target number of labels</source>
        <translation>Zielanzahl an Labels</translation>
    </message>
    <message>
        <source>Labels against the target</source>
        <translation>Labels im Verhältnis zum Ziel</translation>
    </message>
    <message>
        <source>%v of %m labels</source>
        <translation>%v von %m Labels</translation>
    </message>
    <message>
        <source>Criterion:</source>
        <translation>Kriterium:</translation>
    </message>
    <message>
        <source>Next pair:</source>
        <translation>Nächstes Paar:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Text A, on the left</source>
        <translation>Text A, links</translation>
    </message>
    <message>
        <source>Text B, on the right</source>
        <translation>Text B, rechts</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>Agreement of the annotators and the judge</source>
        <translation>Übereinstimmung der Annotatoren und des Bewerters</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;A is better</source>
        <translation>&amp;A ist besser</translation>
    </message>
    <message>
        <source>&amp;Tie: equally good</source>
        <translation>Gleich gut (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;B is better</source>
        <translation>&amp;B ist besser</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>Überspringen (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Undo last label</source>
        <translation>Letztes Label rückgängig (&amp;U)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Open a project to annotate.</source>
        <translation>Öffnen Sie ein Projekt zum Annotieren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; (press A if this one is better)</source>
        <translation>&lt;b&gt;A&lt;/b&gt; (A drücken, wenn dieser besser ist)</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; (press B if this one is better)</source>
        <translation>&lt;b&gt;B&lt;/b&gt; (B drücken, wenn dieser besser ist)</translation>
    </message>
    <message>
        <source>Why this pair: %1</source>
        <translation>Warum dieses Paar: %1</translation>
    </message>
    <message>
        <source>%1 of %2 labels</source>
        <translation>%1 von %2 Labels</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>&lt;b&gt;Type your name here to start&lt;/b&gt; (every label is stored with it), then press Enter.</source>
        <translation>&lt;b&gt;Geben Sie hier Ihren Namen ein, um zu beginnen&lt;/b&gt; (jedes Label wird damit gespeichert), und drücken Sie dann die Eingabetaste.</translation>
    </message>
    <message>
        <source>Annotator name needed</source>
        <translation>Name des Annotators erforderlich</translation>
    </message>
    <message>
        <source>A&amp;nnotator:</source>
        <translation>A&amp;nnotator:</translation>
    </message>
    <message>
        <source>Annotation status</source>
        <translation>Annotationsstatus</translation>
    </message>
    <message>
        <source>Type your name in the Annotator field above to start labelling.</source>
        <translation>Geben Sie Ihren Namen oben im Feld „Annotator“ ein, um mit dem Labeln zu beginnen.</translation>
    </message>
    <message>
        <source>This project has no criterion yet, so there is nothing to label under. Add a criterion (what “better” means) first, for instance with a judge&apos;s prompt under Judges…, then come back.</source>
        <translation>Dieses Projekt hat noch kein Kriterium, nach dem gelabelt werden könnte. Legen Sie zuerst ein Kriterium an (was „besser“ bedeutet), etwa mit dem Prompt eines Bewerters unter „Bewerter…“, und kommen Sie dann zurück.</translation>
    </message>
    <message>
        <source>Looking for a pair to label…</source>
        <translation>Ein Paar zum Labeln wird gesucht…</translation>
    </message>
    <message>
        <source>No pair left to label: every pair from this source is labelled. Choose another source or criterion.</source>
        <translation>Kein Paar mehr zu labeln: jedes Paar aus dieser Quelle ist gelabelt. Wählen Sie eine andere Quelle oder ein anderes Kriterium.</translation>
    </message>
    <message>
        <source>Pairs a run asks people about</source>
        <translation>Paare, zu denen ein Lauf Menschen fragt</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CalibrationTab</name>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Estimates per pair of systems and judge (95 % intervals)</source>
        <translation>Schätzungen je Systempaar und Bewerter (95-%-Intervalle)</translation>
    </message>
    <message>
        <source>Estimates</source>
        <translation>Schätzungen</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Prior setting</source>
        <translation>Prior-Einstellung</translation>
    </message>
    <message>
        <source>How the judge&apos;s accuracy is learnt (paper 004 §4.3): from this pair&apos;s human labels, from the most similar other pair, or not at all</source>
        <translation>Wie die Genauigkeit des Bewerters gelernt wird (Paper 004 §4.3): aus den menschlichen Labels dieses Paars, aus dem ähnlichsten anderen Paar oder gar nicht</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>In-distribution (this pair&apos;s labels)</source>
        <translation>In-Distribution (Labels dieses Paars)</translation>
    </message>
    <message>
        <source>Out-of-distribution (closest pair)</source>
        <translation>Out-of-Distribution (nächstes Paar)</translation>
    </message>
    <message>
        <source>No prior (no human labels)</source>
        <translation>Kein Prior (keine menschlichen Labels)</translation>
    </message>
    <message>
        <source>Re&amp;compute</source>
        <translation>&amp;Neu berechnen</translation>
    </message>
    <message>
        <source>Compute the report again from the project&apos;s current labels</source>
        <translation>Den Bericht aus den aktuellen Labels des Projekts neu berechnen</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <source>Computing the report</source>
        <translation>Bericht wird berechnet</translation>
    </message>
    <message>
        <source>C&amp;riterion:</source>
        <translation>K&amp;riterium:</translation>
    </message>
    <message>
        <source>&amp;Prior:</source>
        <translation>&amp;Prior:</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>Gewinnraten-Matrix</translation>
    </message>
    <message>
        <source>Systems ranking</source>
        <translation>Rangfolge der Systeme</translation>
    </message>
    <message>
        <source>Judge accuracy against the humans</source>
        <translation>Genauigkeit der Bewerter gegenüber den Menschen</translation>
    </message>
    <message>
        <source>Judge accuracy</source>
        <translation>Genauigkeit der Bewerter</translation>
    </message>
    <message>
        <source>Judge bias</source>
        <translation>Verzerrung der Bewerter</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Open a project to see its calibrated win rates.</source>
        <translation>Öffnen Sie ein Projekt, um seine kalibrierten Gewinnraten zu sehen.</translation>
    </message>
    <message>
        <source>%1. %2 — average win rate %3</source>
        <translation>%1. %2 — mittlere Gewinnrate %3</translation>
    </message>
    <message>
        <source>%1. %2 — not compared</source>
        <translation>%1. %2 — nicht verglichen</translation>
    </message>
    <message>
        <source>Best system: %1, preferred in %2 of its comparisons on average (calibrated).</source>
        <translation>Bestes System: %1, im Mittel in %2 seiner Vergleiche vorgezogen (kalibriert).</translation>
    </message>
    <message>
        <source>Chooses the first position: %1</source>
        <translation>Wählt die erste Position: %1</translation>
    </message>
    <message>
        <source>Same winner in both orders: %1</source>
        <translation>Gleicher Sieger in beiden Reihenfolgen: %1</translation>
    </message>
    <message>
        <source>No judgements to diagnose.</source>
        <translation>Keine Urteile zu diagnostizieren.</translation>
    </message>
    <message>
        <source>None: every pair has enough human labels and usable judges.</source>
        <translation>Keine: jedes Paar hat genug menschliche Labels und brauchbare Bewerter.</translation>
    </message>
    <message>
        <source>%1 and %2 of “%3”.</source>
        <comment>human labels and judgements of a criterion</comment>
        <translation>%1 und %2 zu „%3“.</translation>
    </message>
    <message numerus="yes">
        <source>%n human label(s)</source>
        <translation>
            <numerusform>%n menschliches Label</numerusform>
            <numerusform>%n menschliche Labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s)</source>
        <translation>
            <numerusform>%n Urteil</numerusform>
            <numerusform>%n Urteile</numerusform>
        </translation>
    </message>
    <message>
        <source>No calibrated report yet: %1</source>
        <translation>Noch kein kalibrierter Bericht: %1</translation>
    </message>
    <message>
        <source>The criterion whose win rates are shown</source>
        <translation>Das Kriterium, dessen Gewinnraten gezeigt werden</translation>
    </message>
    <message>
        <source>The win rates, judge accuracies and warnings below are computed from the judgements and human labels of this criterion only.</source>
        <translation>Die Gewinnraten, Genauigkeiten der Bewerter und Warnungen unten werden nur aus den Urteilen und menschlichen Labels dieses Kriteriums berechnet.</translation>
    </message>
    <message>
        <source>The calibrated estimates correct the judge by its accuracy against the human labels. In-distribution uses the labels of the same pair of systems; out-of-distribution borrows them from the closest other pair; no prior uses none. Automatic picks what the labels allow.</source>
        <translation>Die kalibrierten Schätzungen korrigieren den Bewerter um seine Genauigkeit gegenüber den menschlichen Labels. In-Distribution verwendet die Labels desselben Systempaars; Out-of-Distribution übernimmt sie vom nächstgelegenen anderen Paar; „Kein Prior“ verwendet keine. „Automatisch“ wählt, was die Labels erlauben.</translation>
    </message>
    <message>
        <source>The computation was cancelled. Press Recompute to compute the report.</source>
        <translation>Die Berechnung wurde abgebrochen. Drücken Sie „Neu berechnen“, um den Bericht zu berechnen.</translation>
    </message>
    <message>
        <source>Win rates (%1): P(row system preferred over column system)</source>
        <translation>Gewinnraten (%1): P(Zeilensystem dem Spaltensystem vorgezogen)</translation>
    </message>
    <message>
        <source>Length bias beyond quality (logit per 1,000 characters): %1</source>
        <translation>Längenverzerrung über die Qualität hinaus (Logit je 1.000 Zeichen): %1</translation>
    </message>
    <message>
        <source>Length bias: not measured; %1.</source>
        <extracomment>%1: why, e.g. &quot;too few judged pairs have reference scores or human labels&quot;</extracomment>
        <translation>Längenverzerrung: nicht gemessen; %1.</translation>
    </message>
    <message>
        <source>The report appears here once the project has a criterion and judgements.</source>
        <translation>Der Bericht erscheint hier, sobald das Projekt ein Kriterium und Urteile hat.</translation>
    </message>
    <message>
        <source>No win rates: %1. The judges&apos; accuracy is over the pairs people labelled, the text imported first as the first.</source>
        <extracomment>%1: why, e.g. &quot;no candidate names the system that wrote it …&quot;</extracomment>
        <translation>Keine Gewinnraten: %1. Die Genauigkeit der Bewerter gilt für die von Menschen gelabelten Paare; der zuerst importierte Text ist jeweils der erste.</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidateJudgementsModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>verweigert</translation>
    </message>
    <message>
        <source>tie (%1)</source>
        <translation>Unentschieden (%1)</translation>
    </message>
    <message>
        <source>first</source>
        <translation>erster</translation>
    </message>
    <message>
        <source>second</source>
        <translation>zweiter</translation>
    </message>
    <message>
        <source>No answer to use: this attempt is not part of the ranking.</source>
        <translation>Keine verwertbare Antwort: dieser Versuch geht nicht in die Rangfolge ein.</translation>
    </message>
    <message>
        <source>Probability that this candidate is better than %1</source>
        <translation>Wahrscheinlichkeit, dass dieser Kandidat besser ist als %1</translation>
    </message>
    <message>
        <source>Judged %1</source>
        <translation>Bewertet am %1</translation>
    </message>
    <message>
        <source>The probability that this candidate is better, as the judge answered; or why the attempt gave no answer</source>
        <translation>Die Wahrscheinlichkeit, dass dieser Kandidat besser ist, laut Antwort des Bewerters; oder warum der Versuch keine Antwort ergab</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Gezeigt</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidateTableModel</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Reference %1</source>
        <translation>Referenz %1</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidatesTab</name>
    <message>
        <source>&amp;Import Candidates…</source>
        <translation>Kandidaten &amp;importieren…</translation>
    </message>
    <message>
        <source>Context filter</source>
        <translation>Kontextfilter</translation>
    </message>
    <message>
        <source>System filter</source>
        <translation>Systemfilter</translation>
    </message>
    <message>
        <source>Search text and ids</source>
        <translation>Text und IDs durchsuchen</translation>
    </message>
    <message>
        <source>Search candidates</source>
        <translation>Kandidaten durchsuchen</translation>
    </message>
    <message>
        <source>Import candidates</source>
        <translation>Kandidaten importieren</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>Kontext:</translation>
    </message>
    <message>
        <source>System:</source>
        <translation>System:</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Kandidaten</translation>
    </message>
    <message>
        <source>Candidate text</source>
        <translation>Kandidatentext</translation>
    </message>
    <message>
        <source>Select a candidate to read its full text.</source>
        <translation>Wählen Sie einen Kandidaten, um seinen ganzen Text zu lesen.</translation>
    </message>
    <message>
        <source>All contexts</source>
        <translation>Alle Kontexte</translation>
    </message>
    <message>
        <source>All systems</source>
        <translation>Alle Systeme</translation>
    </message>
    <message>
        <source>(no system)</source>
        <translation>(kein System)</translation>
    </message>
    <message>
        <source>Could not load candidates: %1</source>
        <translation>Kandidaten konnten nicht geladen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n Kandidat</numerusform>
            <numerusform>%n Kandidaten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 candidates loaded; scroll for more</source>
        <translation>%1 Kandidaten geladen; für mehr scrollen</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ConnectServerDialog</name>
    <message>
        <source>Or the parts</source>
        <translation>Oder die Teile</translation>
    </message>
    <message>
        <source>Connect to Server</source>
        <translation>Mit Server verbinden</translation>
    </message>
    <message>
        <source>Connection URI or service name</source>
        <translation>Verbindungs-URI oder Dienstname</translation>
    </message>
    <message>
        <source>A postgresql:// address as psql takes it, or the name of a service in pg_service.conf</source>
        <translation>Eine postgresql://-Adresse, wie psql sie annimmt, oder der Name eines Dienstes in pg_service.conf</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>local socket</source>
        <translation>lokaler Socket</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>Ihr Anmeldename</translation>
    </message>
    <message>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <source>Prefer TLS</source>
        <translation>TLS bevorzugen</translation>
    </message>
    <message>
        <source>Require TLS</source>
        <translation>TLS verlangen</translation>
    </message>
    <message>
        <source>Require TLS and verify the server</source>
        <translation>TLS verlangen und Server prüfen</translation>
    </message>
    <message>
        <source>No TLS</source>
        <translation>Kein TLS</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>&amp;TLS:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>No password here: it comes from ~/.pgpass, the service file or PGPASSWORD, or PairRank asks for it and forgets it when it quits.</source>
        <translation>Kein Passwort hier: Es kommt aus ~/.pgpass, der Dienstdatei oder PGPASSWORD, oder PairRank fragt danach und vergisst es beim Beenden.</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Type a postgresql:// address or a service name.</source>
        <translation>Geben Sie eine postgresql://-Adresse oder einen Dienstnamen ein.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ConvergenceChart</name>
    <message>
        <source>Convergence</source>
        <translation>Konvergenz</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>Vergleiche</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>Spearman ρ</translation>
    </message>
    <message>
        <source>Entropy</source>
        <translation>Entropie</translation>
    </message>
    <message>
        <source>Entropy (nats)</source>
        <translation>Entropie (nats)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CriterionListModel</name>
    <message>
        <source>%1 (unsaved)</source>
        <translation>%1 (nicht gespeichert)</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n judgement(s); its prompt is fixed</source>
        <translation>
            <numerusform>Von %n Urteil verwendet; sein Prompt ist festgelegt</numerusform>
            <numerusform>Von %n Urteilen verwendet; sein Prompt ist festgelegt</numerusform>
        </translation>
    </message>
    <message>
        <source>Not used by any judgement yet; its prompt can be changed</source>
        <translation>Noch von keinem Urteil verwendet; sein Prompt kann geändert werden</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::EndpointTableModel</name>
    <message>
        <source>in service</source>
        <translation>in Betrieb</translation>
    </message>
    <message>
        <source>taken out</source>
        <translation>herausgenommen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Requests at a server now, of the most it may have at once.</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Answers/s</source>
        <translation>Antworten/s</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Taken out</source>
        <translation>Herausgenommen</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ExportReportDialog</name>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>Every file starts with this name, e.g. name.html, name.pdf, name-pairs.csv, name-win-rate-matrix.png.</source>
        <translation>Jede Datei beginnt mit diesem Namen, z. B. name.html, name.pdf, name-pairs.csv, name-win-rate-matrix.png.</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>HTML report (charts embedded)</source>
        <translation>HTML-Bericht (Diagramme eingebettet)</translation>
    </message>
    <message>
        <source>PDF report</source>
        <translation>PDF-Bericht</translation>
    </message>
    <message>
        <source>CSV tables (pairs, matrix, accuracy, rankings)</source>
        <translation>CSV-Tabellen (Paare, Matrix, Genauigkeit, Rangfolgen)</translation>
    </message>
    <message>
        <source>JSON data (described by report.schema.json)</source>
        <translation>JSON-Daten (beschrieben durch report.schema.json)</translation>
    </message>
    <message>
        <source>Charts as PNG</source>
        <translation>Diagramme als PNG</translation>
    </message>
    <message>
        <source>Charts as SVG</source>
        <translation>Diagramme als SVG</translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation>Formate:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export the report to</source>
        <translation>Bericht exportieren nach</translation>
    </message>
    <message>
        <source>Enter a file name.</source>
        <translation>Geben Sie einen Dateinamen ein.</translation>
    </message>
    <message>
        <source>The file name must not contain a folder.</source>
        <translation>Der Dateiname darf keinen Ordner enthalten.</translation>
    </message>
    <message>
        <source>Choose at least one format.</source>
        <translation>Wählen Sie mindestens ein Format.</translation>
    </message>
    <message>
        <source>Replace files?</source>
        <translation>Dateien ersetzen?</translation>
    </message>
    <message>
        <source>These files exist and will be replaced:
%1</source>
        <translation>Diese Dateien existieren und werden ersetzt:
%1</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Browse for the folder</source>
        <translation>Nach dem Ordner suchen</translation>
    </message>
    <message>
        <source>Enter a folder.</source>
        <translation>Geben Sie einen Ordner ein.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <source>The folder does not exist yet; Export offers to create it.</source>
        <translation>Der Ordner existiert noch nicht; „Exportieren“ bietet an, ihn zu erstellen.</translation>
    </message>
    <message>
        <source>Create the folder?</source>
        <translation>Ordner erstellen?</translation>
    </message>
    <message>
        <source>The folder %1 does not exist. Create it and export there?</source>
        <translation>Der Ordner %1 existiert nicht. Ihn erstellen und dorthin exportieren?</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>Der Ordner %1 konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::FailureLogModel</name>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>A failed pair in the run&apos;s failure log: candidate shown first, then second.</extracomment>
        <translation>%1 gegen %2</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::HelpBrowser</name>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Guide page</source>
        <translation>Handbuchseite</translation>
    </message>
    <message>
        <source>Find in page</source>
        <translation>Auf der Seite suchen</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <source>The guide&apos;s table of contents</source>
        <translation>Das Inhaltsverzeichnis des Handbuchs</translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation>&amp;Methoden</translation>
    </message>
    <message>
        <source>The scoring models, selection strategies and estimators explained</source>
        <translation>Die Bewertungsmodelle, Auswahlstrategien und Schätzer erklärt</translation>
    </message>
    <message>
        <source>PairRank User Guide</source>
        <translation>PairRank-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>%1 — PairRank User Guide</source>
        <translation>%1 — PairRank-Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::HumanLabelCommand</name>
    <message>
        <source>Label %1</source>
        <translation>Label %1</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>überspringen</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportFilePage</name>
    <message>
        <source>Choose a file</source>
        <translation>Datei wählen</translation>
    </message>
    <message>
        <source>Candidates are read from CSV, TSV or JSON Lines files in UTF-8.</source>
        <translation>Kandidaten werden aus CSV-, TSV- oder JSON-Lines-Dateien in UTF-8 gelesen.</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Zu importierende Datei</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>Dateiformat</translation>
    </message>
    <message>
        <source>Automatic (from the file name)</source>
        <translation>Automatisch (aus dem Dateinamen)</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>TSV</source>
        <translation>TSV</translation>
    </message>
    <message>
        <source>JSON Lines</source>
        <translation>JSON Lines</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Browse for the file</source>
        <translation>Nach der Datei suchen</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>Da&amp;tei:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat:</translation>
    </message>
    <message>
        <source>Import Candidates</source>
        <translation>Kandidaten importieren</translation>
    </message>
    <message>
        <source>Candidate files (*.csv *.tsv *.tab *.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>Kandidatendateien (*.csv *.tsv *.tab *.jsonl *.ndjson *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Die Datei %1 gibt es nicht.</translation>
    </message>
    <message>
        <source>Choose the format: %1</source>
        <translation>Wählen Sie das Format: %1</translation>
    </message>
    <message>
        <source>The CSV, TSV or JSON Lines file to import</source>
        <translation>Die zu importierende CSV-, TSV- oder JSON-Lines-Datei</translation>
    </message>
    <message>
        <source>A UTF-8 file with one candidate per row (CSV, TSV) or per line (JSON Lines). Nothing is imported before the last page has checked every record.</source>
        <translation>Eine UTF-8-Datei mit einem Kandidaten je Tabellenzeile (CSV, TSV) oder je Textzeile (JSON Lines). Nichts wird importiert, bevor die letzte Seite jeden Datensatz geprüft hat.</translation>
    </message>
    <message>
        <source>How the file is read</source>
        <translation>Wie die Datei gelesen wird</translation>
    </message>
    <message>
        <source>Automatic reads the format from the file name&apos;s ending (.csv, .tsv, .jsonl); choose it here for a file named otherwise.</source>
        <translation>„Automatisch“ erkennt das Format an der Endung des Dateinamens (.csv, .tsv, .jsonl); wählen Sie es hier für eine anders benannte Datei.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportMappingPage</name>
    <message>
        <source>Map the columns</source>
        <translation>Spalten zuordnen</translation>
    </message>
    <message>
        <source>Say which column holds what. The table shows the file&apos;s first rows.</source>
        <translation>Geben Sie an, welche Spalte was enthält. Die Tabelle zeigt die ersten Zeilen der Datei.</translation>
    </message>
    <message>
        <source>Candidate id column</source>
        <translation>Spalte der Kandidaten-ID</translation>
    </message>
    <message>
        <source>Text column</source>
        <translation>Textspalte</translation>
    </message>
    <message>
        <source>Context id column</source>
        <translation>Spalte der Kontext-ID</translation>
    </message>
    <message>
        <source>Context for every row</source>
        <translation>Kontext für jede Zeile</translation>
    </message>
    <message>
        <source>Context text column</source>
        <translation>Spalte des Kontexttexts</translation>
    </message>
    <message>
        <source>System column</source>
        <translation>Systemspalte</translation>
    </message>
    <message>
        <source>Reference score columns</source>
        <translation>Spalten der Referenzwerte</translation>
    </message>
    <message>
        <source>Preview of the first rows</source>
        <translation>Vorschau der ersten Zeilen</translation>
    </message>
    <message>
        <source>Candidate &amp;id:</source>
        <translation>Kandidaten-&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>&amp;Context id:</source>
        <translation>&amp;Kontext-ID:</translation>
    </message>
    <message>
        <source>Context for rows &amp;without one:</source>
        <translation>Kontext für Zeilen &amp;ohne einen:</translation>
    </message>
    <message>
        <source>Context te&amp;xt:</source>
        <translation>Kontext&amp;text:</translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <source>&amp;Reference scores:</source>
        <translation>&amp;Referenzwerte:</translation>
    </message>
    <message>
        <source>Reading the first rows…</source>
        <translation>Die ersten Zeilen werden gelesen…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) of the file.</source>
        <translation>
            <numerusform>Die erste Zeile der Datei (%n Zeile).</numerusform>
            <numerusform>Die ersten %n Zeilen der Datei.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Only the first %n row(s) can be read: %1</source>
        <translation>
            <numerusform>Nur %n Zeile kann gelesen werden: %1</numerusform>
            <numerusform>Nur die ersten %n Zeilen können gelesen werden: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The column with each candidate&apos;s unique id</source>
        <translation>Die Spalte mit der eindeutigen ID jedes Kandidaten</translation>
    </message>
    <message>
        <source>Every candidate needs an id that no other row of the file and no candidate of the project has; a row without one, or with an id used already, is refused.</source>
        <translation>Jeder Kandidat braucht eine ID, die keine andere Zeile der Datei und kein Kandidat des Projekts hat; eine Zeile ohne ID oder mit einer bereits verwendeten ID wird abgelehnt.</translation>
    </message>
    <message>
        <source>The column with the text to be compared</source>
        <translation>Die Spalte mit dem zu vergleichenden Text</translation>
    </message>
    <message>
        <source>The text the judges and annotators read; another column than the id. An empty text is kept (a model&apos;s empty answer is a candidate too).</source>
        <translation>Der Text, den Bewerter und Annotatoren lesen; eine andere Spalte als die ID. Ein leerer Text wird übernommen (auch die leere Antwort eines Modells ist ein Kandidat).</translation>
    </message>
    <message>
        <source>The column that groups candidates (optional)</source>
        <translation>Die Spalte, die Kandidaten gruppiert (optional)</translation>
    </message>
    <message>
        <source>Candidates are only compared within their context, e.g. the summaries of one article. (none): every row gets the context below.</source>
        <translation>Kandidaten werden nur innerhalb ihres Kontexts verglichen, z. B. die Zusammenfassungen eines Artikels. (keine): jede Zeile erhält den Kontext darunter.</translation>
    </message>
    <message>
        <source>The context of rows that name none</source>
        <translation>Der Kontext für Zeilen, die keinen nennen</translation>
    </message>
    <message>
        <source>The context id every row gets when no context id column is chosen: all candidates are then compared with each other.</source>
        <translation>Die Kontext-ID, die jede Zeile erhält, wenn keine Spalte der Kontext-ID gewählt ist: dann werden alle Kandidaten miteinander verglichen.</translation>
    </message>
    <message>
        <source>The column with the context&apos;s text (optional)</source>
        <translation>Die Spalte mit dem Text des Kontexts (optional)</translation>
    </message>
    <message>
        <source>E.g. the article that was summarised or the question that was answered; it is shown to the judge with each pair.</source>
        <translation>Z. B. der zusammengefasste Artikel oder die beantwortete Frage; er wird dem Bewerter mit jedem Paar gezeigt.</translation>
    </message>
    <message>
        <source>The column naming what produced each text (optional)</source>
        <translation>Die Spalte, die angibt, was jeden Text erzeugt hat (optional)</translation>
    </message>
    <message>
        <source>The model or author of each candidate; the Calibration tab compares systems by their win rates.</source>
        <translation>Das Modell oder der Autor jedes Kandidaten; der Tab „Kalibrierung“ vergleicht Systeme anhand ihrer Gewinnraten.</translation>
    </message>
    <message>
        <source>Numeric columns to keep as reference scores</source>
        <translation>Numerische Spalten, die als Referenzwerte übernommen werden</translation>
    </message>
    <message>
        <source>Scores known beforehand, e.g. human ratings: the Ranking tab and the simulated judge can use them. Only numeric columns are offered.</source>
        <translation>Vorab bekannte Werte, z. B. Einstufungen durch Menschen: der Tab „Rangfolge“ und der simulierte Bewerter können sie verwenden. Nur numerische Spalten werden angeboten.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportValidationPage</name>
    <message>
        <source>Check before importing</source>
        <translation>Vor dem Import prüfen</translation>
    </message>
    <message>
        <source>Every record is checked; nothing is written until you press Import.</source>
        <translation>Jeder Datensatz wird geprüft; nichts wird geschrieben, bis Sie auf „Importieren“ klicken.</translation>
    </message>
    <message>
        <source>Problems found</source>
        <translation>Gefundene Probleme</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Prüfung läuft…</translation>
    </message>
    <message>
        <source>Checking the file</source>
        <translation>Datei wird geprüft</translation>
    </message>
    <message>
        <source>The check was cancelled. Go back and forth to check again.</source>
        <translation>Die Prüfung wurde abgebrochen. Gehen Sie zurück und wieder vor, um erneut zu prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) checked; no problem found. Press Import to import them.</source>
        <translation>
            <numerusform>%n Datensatz geprüft; kein Problem gefunden. Klicken Sie auf „Importieren“.</numerusform>
            <numerusform>%n Datensätze geprüft; kein Problem gefunden. Klicken Sie auf „Importieren“.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n problem(s) found; the first ones are listed.</source>
        <translation>
            <numerusform>Mehr als %n Problem gefunden; die ersten werden aufgeführt.</numerusform>
            <numerusform>Mehr als %n Probleme gefunden; die ersten werden aufgeführt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>%n Problem gefunden.</numerusform>
            <numerusform>%n Probleme gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing will be imported until the file is corrected.</source>
        <translation>Nichts wird importiert, bis die Datei korrigiert ist.</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n record(s)…</source>
        <translation>
            <numerusform>%n Datensatz wird importiert…</numerusform>
            <numerusform>%n Datensätze werden importiert…</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing candidates</source>
        <translation>Kandidaten werden importiert</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>Der Import wurde abgebrochen; nichts wurde importiert.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Nichts wurde importiert.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportWizard</name>
    <message>
        <source>Import Candidates</source>
        <translation>Kandidaten importieren</translation>
    </message>
    <message>
        <source>Import candidates</source>
        <translation>Kandidaten importieren</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JobProgressBar</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop this computation</source>
        <translation>Diese Berechnung anhalten</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeAccuracyModel</name>
    <message>
        <source>No human label preferred this side, so this accuracy is not measured.</source>
        <translation>Kein menschliches Label bevorzugte diese Seite, daher ist diese Genauigkeit nicht gemessen.</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>The judge configuration</source>
        <translation>Die Bewerter-Konfiguration</translation>
    </message>
    <message>
        <source>n0</source>
        <translation>n0</translation>
    </message>
    <message>
        <source>n0: human labels that preferred the first system of the pair</source>
        <translation>n0: menschliche Labels, die das erste System des Paars bevorzugten</translation>
    </message>
    <message>
        <source>q0</source>
        <translation>q0</translation>
    </message>
    <message>
        <source>q0: how often the judge agreed on the items people gave to the first system (mean [95 % interval])</source>
        <translation>q0: wie oft der Bewerter bei den Items zustimmte, die Menschen dem ersten System gaben (Mittelwert [95-%-Intervall])</translation>
    </message>
    <message>
        <source>n1</source>
        <translation>n1</translation>
    </message>
    <message>
        <source>n1: human labels that preferred the second system of the pair</source>
        <translation>n1: menschliche Labels, die das zweite System des Paars bevorzugten</translation>
    </message>
    <message>
        <source>q1</source>
        <translation>q1</translation>
    </message>
    <message>
        <source>q1: how often the judge agreed on the items people gave to the second system (mean [95 % interval])</source>
        <translation>q1: wie oft der Bewerter bei den Items zustimmte, die Menschen dem zweiten System gaben (Mittelwert [95-%-Intervall])</translation>
    </message>
    <message>
        <source>How often the judge agreed with the human label, over all items</source>
        <translation>Wie oft der Bewerter mit dem menschlichen Label übereinstimmte, über alle Items</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeConfigListModel</name>
    <message>
        <source>%1 (unsaved)</source>
        <translation>%1 (nicht gespeichert)</translation>
    </message>
    <message>
        <source>%1, model %2</source>
        <translation>%1, Modell %2</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeSettingsEditor</name>
    <message>
        <source>OpenAI-compatible chat completions</source>
        <translation>OpenAI-kompatible Chat Completions</translation>
    </message>
    <message>
        <source>OpenAI-compatible completions</source>
        <translation>OpenAI-kompatible Completions</translation>
    </message>
    <message>
        <source>llama.cpp server (/completion)</source>
        <translation>llama.cpp-Server (/completion)</translation>
    </message>
    <message>
        <source>Ollama chat</source>
        <translation>Ollama Chat</translation>
    </message>
    <message>
        <source>Ollama generate</source>
        <translation>Ollama Generate</translation>
    </message>
    <message>
        <source>Local model (started by PairRank)</source>
        <translation>Lokales Modell (von PairRank gestartet)</translation>
    </message>
    <message>
        <source>Command (JSON lines on stdin/stdout)</source>
        <translation>Befehl (JSON-Zeilen über stdin/stdout)</translation>
    </message>
    <message>
        <source>Simulated judge</source>
        <translation>Simulierter Bewerter</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Unique in the project; runs refer to the judge by it</source>
        <translation>Im Projekt eindeutig; Läufe verweisen über ihn auf den Bewerter</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>&amp;Backend:</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Endpunkt:</translation>
    </message>
    <message>
        <source>Base URL (http://127.0.0.1:8080) or, for a command, the program</source>
        <translation>Basis-URL (http://127.0.0.1:8080) oder, bei einem Befehl, das Programm</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>API &amp;key variable:</source>
        <translation>API-&amp;Schlüsselvariable:</translation>
    </message>
    <message>
        <source>The NAME of the environment variable that holds the key, e.g. OPENAI_API_KEY. The key itself is never stored in the project.</source>
        <translation>Der NAME der Umgebungsvariablen mit dem Schlüssel, z. B. OPENAI_API_KEY. Der Schlüssel selbst wird nie im Projekt gespeichert.</translation>
    </message>
    <message>
        <source>API key file</source>
        <translation>API-Schlüsseldatei</translation>
    </message>
    <message>
        <source>Or a file readable only by you (mode 0600) holding the key</source>
        <translation>Oder eine nur für Sie lesbare Datei (Modus 0600) mit dem Schlüssel</translation>
    </message>
    <message>
        <source>&amp;Write key file…</source>
        <translation>Schlüsseldatei &amp;schreiben…</translation>
    </message>
    <message>
        <source>Write the API key file</source>
        <translation>API-Schlüsseldatei schreiben</translation>
    </message>
    <message>
        <source>Key &amp;file:</source>
        <translation>Schlüssel&amp;datei:</translation>
    </message>
    <message>
        <source>Requests and prices</source>
        <translation>Anfragen und Preise</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>&amp;Parallelität:</translation>
    </message>
    <message>
        <source>Requests on the wire at once</source>
        <translation>Gleichzeitig laufende Anfragen</translation>
    </message>
    <message>
        <source>&amp;Requests per minute:</source>
        <translation>&amp;Anfragen pro Minute:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>&amp;Tokens per minute:</source>
        <translation>&amp;Tokens pro Minute:</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>Zeitl&amp;imit:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Attempts per pair:</source>
        <translation>&amp;Versuche pro Paar:</translation>
    </message>
    <message>
        <source>Retries with backoff on 429, 5xx and timeouts</source>
        <translation>Wiederholungen mit Backoff bei 429, 5xx und Zeitüberschreitungen</translation>
    </message>
    <message>
        <source>&amp;Prompt price:</source>
        <translation>Prompt-&amp;Preis:</translation>
    </message>
    <message>
        <source>Per million prompt tokens</source>
        <translation>Pro Million Prompt-Tokens</translation>
    </message>
    <message>
        <source> per million</source>
        <translation> pro Million</translation>
    </message>
    <message>
        <source>Completion &amp;price:</source>
        <translation>Completion-P&amp;reis:</translation>
    </message>
    <message>
        <source>Per million completion tokens</source>
        <translation>Pro Million Completion-Tokens</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Sampling</translation>
    </message>
    <message>
        <source>Temperat&amp;ure:</source>
        <translation>Temperat&amp;ur:</translation>
    </message>
    <message>
        <source>Top &amp;logprobs:</source>
        <translation>Top-&amp;Logprobs:</translation>
    </message>
    <message>
        <source>Samples &amp;without logprobs:</source>
        <translation>Stichproben &amp;ohne Logprobs:</translation>
    </message>
    <message>
        <source>0: fail when the server gives no logprobs; n: sample n answers</source>
        <translation>0: Fehler, wenn der Server keine Logprobs liefert; n: n Antworten ziehen</translation>
    </message>
    <message>
        <source>N&amp;oise:</source>
        <translation>Rau&amp;schen:</translation>
    </message>
    <message>
        <source>Position &amp;bias:</source>
        <translation>Positions&amp;verzerrung:</translation>
    </message>
    <message>
        <source>The simulated judge&apos;s home advantage δ for position A</source>
        <translation>Heimvorteil δ des simulierten Bewerters für Position A</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>&amp;Hidden truth:</source>
        <translation>Verborgene &amp;Wahrheit:</translation>
    </message>
    <message>
        <source>The reference-score criterion used as the hidden truth; empty: drawn at random</source>
        <translation>Das Referenzwert-Kriterium als verborgene Wahrheit; leer: zufällig gezogen</translation>
    </message>
    <message>
        <source>Problem with the configuration</source>
        <translation>Problem mit der Konfiguration</translation>
    </message>
    <message>
        <source>none (e.g. OPENAI_API_KEY for a hosted API)</source>
        <translation>keine (z. B. OPENAI_API_KEY für eine gehostete API)</translation>
    </message>
    <message>
        <source>The name the Run tab and the command line choose this judge by. Once saved, a judge configuration cannot change: duplicate it to try other settings.</source>
        <translation>Der Name, über den der Tab „Lauf“ und die Kommandozeile diesen Bewerter wählen. Einmal gespeichert, kann sich eine Bewerter-Konfiguration nicht mehr ändern: duplizieren Sie sie, um andere Einstellungen zu erproben.</translation>
    </message>
    <message>
        <source>The kind of server or program that answers</source>
        <translation>Die Art des Servers oder Programms, das antwortet</translation>
    </message>
    <message>
        <source>How PairRank talks to the judge: an OpenAI-compatible server (OpenAI, vLLM, TGI, llama-server), llama.cpp&apos;s own API, Ollama, a local model PairRank starts, a command, or the simulated judge for trying things out. The judge must give log-probabilities of its answer.</source>
        <translation>Wie PairRank mit dem Bewerter spricht: ein OpenAI-kompatibler Server (OpenAI, vLLM, TGI, llama-server), die eigene API von llama.cpp, Ollama, ein lokales Modell, das PairRank startet, ein Befehl oder der simulierte Bewerter zum Ausprobieren. Der Bewerter muss Log-Wahrscheinlichkeiten seiner Antwort liefern.</translation>
    </message>
    <message>
        <source>The server&apos;s address without the API path, e.g. http://127.0.0.1:8080 for a local server or https://api.openai.com for OpenAI. For a command, the program to start (no shell).</source>
        <translation>Die Adresse des Servers ohne API-Pfad, z. B. http://127.0.0.1:8080 für einen lokalen Server oder https://api.openai.com für OpenAI. Bei einem Befehl das zu startende Programm (ohne Shell).</translation>
    </message>
    <message>
        <source>The model name sent with each request</source>
        <translation>Der mit jeder Anfrage gesendete Modellname</translation>
    </message>
    <message>
        <source>The model the server should use, as the server names it (e.g. gpt-4o-mini, or the name an Ollama or vLLM server lists). Servers that serve a single model may ignore it.</source>
        <translation>Das Modell, das der Server verwenden soll, so wie der Server es nennt (z. B. gpt-4o-mini oder der Name, den ein Ollama- oder vLLM-Server auflistet). Server mit nur einem Modell ignorieren die Angabe womöglich.</translation>
    </message>
    <message>
        <source>Set the variable before starting PairRank (export OPENAI_API_KEY=…). Only its name is saved, so a project can be shared without the key. Leave it empty for a server that wants none.</source>
        <translation>Setzen Sie die Variable vor dem Start von PairRank (export OPENAI_API_KEY=…). Nur ihr Name wird gespeichert, sodass ein Projekt ohne den Schlüssel weitergegeben werden kann. Lassen Sie das Feld leer für einen Server, der keinen Schlüssel verlangt.</translation>
    </message>
    <message>
        <source>Instead of an environment variable: the path of a file that holds the key and that only you can read. Write key file… creates it with those permissions.</source>
        <translation>Statt einer Umgebungsvariablen: der Pfad einer Datei, die den Schlüssel enthält und nur für Sie lesbar ist. „Schlüsseldatei schreiben…“ erstellt sie mit diesen Rechten.</translation>
    </message>
    <message>
        <source>How many requests are sent without waiting for the answers. A local server answers faster with as many as it has parallel slots; a hosted API may refuse too many.</source>
        <translation>Wie viele Anfragen gesendet werden, ohne auf die Antworten zu warten. Ein lokaler Server antwortet schneller, wenn es so viele sind, wie er parallele Slots hat; eine gehostete API lehnt zu viele womöglich ab.</translation>
    </message>
    <message>
        <source>The most requests sent in a minute (0: no limit)</source>
        <translation>Höchstzahl der Anfragen pro Minute (0: keine Grenze)</translation>
    </message>
    <message>
        <source>Keeps the run under a hosted API&apos;s rate limit instead of being answered with HTTP 429. 0 sets no limit.</source>
        <translation>Hält den Lauf unter dem Ratenlimit einer gehosteten API, statt mit HTTP 429 abgewiesen zu werden. 0 setzt keine Grenze.</translation>
    </message>
    <message>
        <source>The most tokens sent and received in a minute (0: no limit)</source>
        <translation>Höchstzahl der pro Minute gesendeten und empfangenen Tokens (0: keine Grenze)</translation>
    </message>
    <message>
        <source>Keeps the run under a hosted API&apos;s token rate limit. 0 sets no limit.</source>
        <translation>Hält den Lauf unter dem Token-Ratenlimit einer gehosteten API. 0 setzt keine Grenze.</translation>
    </message>
    <message>
        <source>How long an answer may take before the request is retried</source>
        <translation>Wie lange eine Antwort dauern darf, bevor die Anfrage wiederholt wird</translation>
    </message>
    <message>
        <source>A request without an answer after this many seconds counts as failed and is tried again, up to the attempts per pair. Raise it for a slow local model.</source>
        <translation>Eine Anfrage, die nach so vielen Sekunden keine Antwort hat, gilt als fehlgeschlagen und wird erneut versucht, bis die Versuche pro Paar erschöpft sind. Erhöhen Sie den Wert für ein langsames lokales Modell.</translation>
    </message>
    <message>
        <source>How often a pair is asked before it is given up: a busy server (HTTP 429), a server error (5xx) or a timeout are tried again after a growing pause.</source>
        <translation>Wie oft ein Paar gefragt wird, bevor es aufgegeben wird: nach einem ausgelasteten Server (HTTP 429), einem Serverfehler (5xx) oder einer Zeitüberschreitung wird nach einer wachsenden Pause erneut versucht.</translation>
    </message>
    <message>
        <source>What a million prompt tokens cost, from the provider&apos;s price list. With the completion price it gives the run&apos;s cost and the money budget.</source>
        <translation>Was eine Million Prompt-Tokens kostet, laut Preisliste des Anbieters. Zusammen mit dem Completion-Preis bestimmt er die Kosten des Laufs und das Geldbudget.</translation>
    </message>
    <message>
        <source>What a million completion (answer) tokens cost. 0 for a local model.</source>
        <translation>Was eine Million Completion-Tokens (Antwort-Tokens) kostet. 0 für ein lokales Modell.</translation>
    </message>
    <message>
        <source>The currency of the prices, e.g. USD</source>
        <translation>Die Währung der Preise, z. B. USD</translation>
    </message>
    <message>
        <source>Shown with the cost and the money budget; nothing is converted.</source>
        <translation>Wird bei den Kosten und beim Geldbudget angezeigt; nichts wird umgerechnet.</translation>
    </message>
    <message>
        <source>The sampling temperature sent with each request</source>
        <translation>Die mit jeder Anfrage gesendete Sampling-Temperatur</translation>
    </message>
    <message>
        <source>0 asks for the model&apos;s most likely answer; the probabilities come from the log-probabilities either way. Raise it only when sampling answers without logprobs.</source>
        <translation>0 verlangt die wahrscheinlichste Antwort des Modells; die Wahrscheinlichkeiten stammen in jedem Fall aus den Log-Wahrscheinlichkeiten. Erhöhen Sie sie nur, wenn Antworten ohne Logprobs gezogen werden.</translation>
    </message>
    <message>
        <source>How many likely first tokens the server reports</source>
        <translation>Wie viele wahrscheinliche erste Tokens der Server meldet</translation>
    </message>
    <message>
        <source>For a server that reports no log-probabilities: ask n times and count the answers, p = (answers A + 0.5) / (n + 1). Costs n requests per pair and is coarser.</source>
        <translation>Für einen Server, der keine Log-Wahrscheinlichkeiten meldet: n-mal fragen und die Antworten zählen, p = (Antworten A + 0,5) / (n + 1). Kostet n Anfragen pro Paar und ist gröber.</translation>
    </message>
    <message>
        <source>How much the simulated judge&apos;s answers scatter</source>
        <translation>Wie stark die Antworten des simulierten Bewerters streuen</translation>
    </message>
    <message>
        <source>The simulated judge compares hidden true scores plus noise of this size: 0 always agrees with the truth, larger values make it a less reliable judge.</source>
        <translation>Der simulierte Bewerter vergleicht verborgene wahre Werte plus Rauschen dieser Größe: bei 0 stimmt er immer mit der Wahrheit überein, größere Werte machen ihn zu einem weniger verlässlichen Bewerter.</translation>
    </message>
    <message>
        <source>Positive values make the simulated judge prefer the text shown first, as real judges often do; try Home advantage in the Run tab against it.</source>
        <translation>Positive Werte lassen den simulierten Bewerter den zuerst gezeigten Text bevorzugen, wie es echte Bewerter oft tun; probieren Sie dagegen „Heimvorteil“ im Tab „Lauf“ aus.</translation>
    </message>
    <message>
        <source>Makes the simulated judge&apos;s answers reproducible</source>
        <translation>Macht die Antworten des simulierten Bewerters reproduzierbar</translation>
    </message>
    <message>
        <source>The same seed gives the same hidden truth and the same answers to the same pairs.</source>
        <translation>Derselbe Seed ergibt dieselbe verborgene Wahrheit und dieselben Antworten auf dieselben Paare.</translation>
    </message>
    <message>
        <source>The name of an imported reference score the simulated judge treats as the truth, so that the ranking can be checked against it. Empty: true scores are drawn at random.</source>
        <translation>Der Name eines importierten Referenzwerts, den der simulierte Bewerter als Wahrheit behandelt, damit die Rangfolge daran geprüft werden kann. Leer: wahre Werte werden zufällig gezogen.</translation>
    </message>
    <message>
        <source>More endpoints of the same model</source>
        <translation>Weitere Endpunkte desselben Modells</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Parallelität</translation>
    </message>
    <message>
        <source>More endpoints</source>
        <translation>Weitere Endpunkte</translation>
    </message>
    <message>
        <source>Further servers of the same model, each with its own concurrency</source>
        <translation>Weitere Server desselben Modells, jeder mit eigener Parallelität</translation>
    </message>
    <message>
        <source>A judge fleet: several servers that serve the same model (a vLLM or TGI fleet behind no load balancer, several Ollama hosts). Requests go to the server with the most free capacity; a server that stops answering is taken out and probed until it answers again, and its requests go to the others without being paid twice.</source>
        <translation>Ein Bewerter als Flotte: mehrere Server, die dasselbe Modell bereitstellen (eine vLLM- oder TGI-Flotte ohne vorgeschalteten Load Balancer, mehrere Ollama-Hosts). Anfragen gehen an den Server mit der meisten freien Kapazität; ein Server, der nicht mehr antwortet, wird herausgenommen und geprüft, bis er wieder antwortet, und seine Anfragen gehen an die anderen, ohne doppelt bezahlt zu werden.</translation>
    </message>
    <message>
        <source>A&amp;dd endpoint</source>
        <translation>Endpunkt &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve endpoint</source>
        <translation>Endpunkt ent&amp;fernen</translation>
    </message>
    <message>
        <source>The judge&apos;s probability that A is better is read from the log-probabilities of the label words among these tokens. The default asks 5 of OpenAI-compatible completions and 20 of the others; a server that allows fewer says so, and PairRank asks it for that many from then on.</source>
        <translation>Die Wahrscheinlichkeit des Bewerters, dass A besser ist, wird aus den Log-Wahrscheinlichkeiten der Label-Wörter unter diesen Tokens gelesen. Standardmäßig werden bei OpenAI-kompatiblen Completions 5 und bei den anderen 20 angefragt; ein Server, der weniger erlaubt, meldet das, und PairRank fragt ihn von da an nach so vielen.</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Endpoint concurrency</source>
        <translation>Parallelität des Endpunkts</translation>
    </message>
    <message>
        <source>Requests on the wire at once at this endpoint</source>
        <translation>Gleichzeitig laufende Anfragen an diesem Endpunkt</translation>
    </message>
    <message>
        <source>Each server of a fleet has its own limit; requests go to the server with the largest share of its limit free.</source>
        <translation>Jeder Server einer Flotte hat seine eigene Grenze; Anfragen gehen an den Server, bei dem der größte Anteil seiner Grenze frei ist.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgesDialog</name>
    <message>
        <source>Judges</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>Judge configurations</source>
        <translation>Bewerter-Konfigurationen</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>New judge configuration</source>
        <translation>Neue Bewerter-Konfiguration</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Duplicate the judge configuration</source>
        <translation>Bewerter-Konfiguration duplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the judge configuration</source>
        <translation>Bewerter-Konfiguration löschen</translation>
    </message>
    <message>
        <source>U&amp;ndo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Red&amp;o</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Test the judge</source>
        <translation>Bewerter &amp;testen</translation>
    </message>
    <message>
        <source>Test the judge</source>
        <translation>Bewerter testen</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Testergebnis</translation>
    </message>
    <message>
        <source>Raw answer of the judge</source>
        <translation>Rohantwort des Bewerters</translation>
    </message>
    <message>
        <source>Raw &amp;answer:</source>
        <translation>Roh&amp;antwort:</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>Tes&amp;t</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>Kein Projekt ist geöffnet.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>new judge</source>
        <translation>neuer Bewerter</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 Kopie</translation>
    </message>
    <message>
        <source>“%1” is stored already and cannot be changed; duplicate it and save the copy under a new name.</source>
        <translation>„%1“ ist bereits gespeichert und kann nicht geändert werden; duplizieren Sie ihn und speichern Sie die Kopie unter neuem Namen.</translation>
    </message>
    <message>
        <source>Stored judge configurations cannot be deleted from the project; the deletion was not saved.</source>
        <translation>Gespeicherte Bewerter-Konfigurationen können nicht aus dem Projekt gelöscht werden; das Löschen wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>Nothing to save.</source>
        <translation>Nichts zu speichern.</translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>Nichts wurde gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>Saved, except: %1</source>
        <translation>Gespeichert, außer: %1</translation>
    </message>
    <message>
        <source>The project has no pair of candidates to test on.</source>
        <translation>Das Projekt hat kein Kandidatenpaar zum Testen.</translation>
    </message>
    <message>
        <source>Sending one request…</source>
        <translation>Eine Anfrage wird gesendet…</translation>
    </message>
    <message>
        <source>, %1 ms</source>
        <translation>, %1 ms</translation>
    </message>
    <message>
        <source>No probability: %1</source>
        <translation>Keine Wahrscheinlichkeit: %1</translation>
    </message>
    <message>
        <source>Type the key file&apos;s path first.</source>
        <translation>Geben Sie zuerst den Pfad der Schlüsseldatei ein.</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>The key to write to %1 (readable only by you):</source>
        <translation>Der in %1 zu schreibende Schlüssel (nur für Sie lesbar):</translation>
    </message>
    <message>
        <source>The key was written to %1.</source>
        <translation>Der Schlüssel wurde in %1 geschrieben.</translation>
    </message>
    <message>
        <source>The key file could not be written: %1</source>
        <translation>Die Schlüsseldatei konnte nicht geschrieben werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>p(A is better) = %1 (%n attempt(s)</source>
        <translation>
            <numerusform>p(A ist besser) = %1 (%n Versuch</numerusform>
            <numerusform>p(A ist besser) = %1 (%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>Judges and criteria</source>
        <translation>Bewerter und Kriterien</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>Kriterien</translation>
    </message>
    <message>
        <source>New crit&amp;erion…</source>
        <translation>Neues Krit&amp;erium…</translation>
    </message>
    <message>
        <source>New criterion</source>
        <translation>Neues Kriterium</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Duplicate the criterion</source>
        <translation>Kriterium duplizieren</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the unsaved criterion</source>
        <translation>Nicht gespeichertes Kriterium löschen</translation>
    </message>
    <message>
        <source>What the test sends</source>
        <translation>Was der Test sendet</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>Be&amp;werter</translation>
    </message>
    <message>
        <source>Criterion &amp;prompt</source>
        <translation>Kriteriums-&amp;Prompt</translation>
    </message>
    <message>
        <source>What the candidates are compared on (e.g. helpfulness, correctness, clarity):</source>
        <translation>Wonach die Kandidaten verglichen werden (z. B. Nützlichkeit, Korrektheit, Klarheit):</translation>
    </message>
    <message>
        <source>Name of the new criterion</source>
        <translation>Name des neuen Kriteriums</translation>
    </message>
    <message>
        <source>A criterion needs a name.</source>
        <translation>Ein Kriterium braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is a criterion “%1” already.</source>
        <translation>Es gibt bereits ein Kriterium „%1“.</translation>
    </message>
    <message>
        <source>New criterion “%1”: adjust its prompt, then Save.</source>
        <translation>Neues Kriterium „%1“: passen Sie seinen Prompt an und klicken Sie dann auf „Speichern“.</translation>
    </message>
    <message>
        <source>Select a judge and a criterion to test: the judge is asked with the criterion&apos;s prompt.</source>
        <translation>Wählen Sie einen Bewerter und ein Kriterium zum Testen: der Bewerter wird mit dem Prompt des Kriteriums gefragt.</translation>
    </message>
    <message>
        <source>Sends one real request to the judge “%1” with the prompt of the criterion “%2”, for the pair shown in the prompt preview. Judges and criteria are independent: a run pairs one of each.</source>
        <translation>Sendet eine echte Anfrage an den Bewerter „%1“ mit dem Prompt des Kriteriums „%2“, für das in der Prompt-Vorschau gezeigte Paar. Bewerter und Kriterien sind unabhängig: ein Lauf kombiniert je einen Bewerter mit einem Kriterium.</translation>
    </message>
    <message>
        <source>The criterion “%1” was not saved: %2</source>
        <translation>Das Kriterium „%1“ wurde nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>it needs a name.</source>
        <translation>es braucht einen Namen.</translation>
    </message>
    <message>
        <source>another criterion has that name.</source>
        <translation>ein anderes Kriterium hat diesen Namen.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The judges or criteria have changes that are not saved.</source>
        <translation>Die Bewerter oder Kriterien haben nicht gespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>The prompt cannot be sent: %1</source>
        <translation>Der Prompt kann nicht gesendet werden: %1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::MainWindow</name>
    <message>
        <source>Project contents</source>
        <translation>Projektinhalt</translation>
    </message>
    <message>
        <source>&amp;Candidates</source>
        <translation>&amp;Kandidaten</translation>
    </message>
    <message>
        <source>&amp;Ranking</source>
        <translation>&amp;Rangfolge</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>&amp;Lauf</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>An&amp;notieren</translation>
    </message>
    <message>
        <source>Opening the project</source>
        <translation>Projekt wird geöffnet</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Import Candidates…</source>
        <translation>Kandidaten &amp;importieren…</translation>
    </message>
    <message>
        <source>Import candidates from a CSV or JSON Lines file</source>
        <translation>Kandidaten aus einer CSV- oder JSON-Lines-Datei importieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Judges…</source>
        <translation>Be&amp;werter…</translation>
    </message>
    <message>
        <source>Configure the LLM judges</source>
        <translation>LLM-Bewerter konfigurieren</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About PairRank</source>
        <translation>Ü&amp;ber PairRank</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>Tab „%1“ anzeigen</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>Kein Projekt ist geöffnet.</translation>
    </message>
    <message>
        <source>Create or open a project first, then import candidates into it.</source>
        <translation>Erstellen oder öffnen Sie zuerst ein Projekt und importieren Sie dann Kandidaten.</translation>
    </message>
    <message>
        <source>Opening %1 and checking its integrity…</source>
        <translation>%1 wird geöffnet und auf Integrität geprüft…</translation>
    </message>
    <message>
        <source>%1 — PairRank</source>
        <translation>%1 — PairRank</translation>
    </message>
    <message>
        <source>PairRank</source>
        <translation>PairRank</translation>
    </message>
    <message>
        <source>No project is open. Use File ▸ New or File ▸ Open.</source>
        <translation>Kein Projekt geöffnet. Datei ▸ Neu oder Datei ▸ Öffnen verwenden.</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies when PairRank starts again.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von PairRank.</translation>
    </message>
    <message>
        <source>Ca&amp;libration</source>
        <translation>Kalibrier&amp;ung</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>A run is going: stop it to show another one.</source>
        <translation>Ein Lauf ist im Gang: stoppen Sie ihn, um einen anderen anzuzeigen.</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>Jetzt &amp;neu starten</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>A run is going</source>
        <translation>Ein Lauf ist im Gang</translation>
    </message>
    <message>
        <source>A run is going. Quit PairRank anyway?</source>
        <translation>Ein Lauf ist im Gang. PairRank trotzdem beenden?</translation>
    </message>
    <message>
        <source>Every answer received so far is stored. The run stops now; the next time this project is opened, Start (F5) in the Run tab continues it.</source>
        <translation>Jede bisher erhaltene Antwort ist gespeichert. Der Lauf stoppt jetzt; wenn dieses Projekt das nächste Mal geöffnet wird, setzt „Starten“ (F5) im Tab „Lauf“ ihn fort.</translation>
    </message>
    <message>
        <source>&amp;Stop and Quit</source>
        <translation>&amp;Stoppen und beenden</translation>
    </message>
    <message>
        <source>&amp;Keep Running</source>
        <translation>&amp;Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>Benutzer&amp;handbuch</translation>
    </message>
    <message>
        <source>Open the user guide at the page for the current tab</source>
        <translation>Das Benutzerhandbuch auf der Seite zum aktuellen Tab öffnen</translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation>&amp;Methoden</translation>
    </message>
    <message>
        <source>The scoring models, selection strategies and estimators explained</source>
        <translation>Die Bewertungsmodelle, Auswahlstrategien und Schätzer erklärt</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>A run is going. Restart PairRank anyway?</source>
        <translation>Ein Lauf ist im Gang. PairRank trotzdem neu starten?</translation>
    </message>
    <message>
        <source>&amp;Stop and Restart</source>
        <translation>&amp;Stoppen und neu starten</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1 wird hergestellt…</translation>
    </message>
    <message>
        <source>%1 — PairRank (annotator)</source>
        <translation>%1 — PairRank (Annotator)</translation>
    </message>
    <message>
        <source>%1 — annotator: the server lets you label pairs, not see the judgements</source>
        <translation>%1 — Annotator: Der Server lässt Sie Paare bewerten, aber nicht die Urteile sehen</translation>
    </message>
    <message>
        <source>%1 — checking its integrity…</source>
        <translation>%1 — Integrität wird geprüft…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PairEstimatesModel</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Systems (first vs second)</source>
        <translation>Systeme (erstes gegen zweites)</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>Menschliche Labels</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <source>BWRS</source>
        <translation>BWRS</translation>
    </message>
    <message>
        <source>Dawid–Skene</source>
        <translation>Dawid-Skene</translation>
    </message>
    <message>
        <source>Prior</source>
        <translation>Prior</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>in-distribution</source>
        <translation>In-Distribution</translation>
    </message>
    <message>
        <source>out-of-distribution</source>
        <translation>Out-of-Distribution</translation>
    </message>
    <message>
        <source>Pooled regression</source>
        <translation>Gepoolte Regression</translation>
    </message>
    <message>
        <source>PPI++</source>
        <extracomment>Prediction-powered inference (Angelopoulos et al.), a name: usually left as it is.</extracomment>
        <translation>PPI++</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PositionalBiasChart</name>
    <message>
        <source>Positional bias</source>
        <translation>Positionsverzerrung</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>Vergleiche</translation>
    </message>
    <message>
        <source>Mean p(A)</source>
        <translation>Mittleres p(A)</translation>
    </message>
    <message>
        <source>P(A)</source>
        <translation>P(A)</translation>
    </message>
    <message>
        <source>Estimated δ</source>
        <translation>Geschätztes δ</translation>
    </message>
    <message>
        <source>δ (logit)</source>
        <translation>δ (Logit)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProgressDialog</name>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProjectActions</name>
    <message>
        <source>PairRank projects (*.pairrank);;All files (*)</source>
        <translation>PairRank-Projekte (*.pairrank);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Neues Projekt…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>Projekt ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>Projekt &amp;schließen</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>&amp;Demoprojekt öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>The project could not be opened.</source>
        <translation>Das Projekt konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The demo project could not be created.</source>
        <translation>Das Demoprojekt konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>The project could not be created.</source>
        <translation>Das Projekt konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The file %1 could not be replaced.</source>
        <translation>Die Datei %1 konnte nicht ersetzt werden.</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear Recent Projects</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Connect to &amp;Server…</source>
        <translation>Mit Ser&amp;ver verbinden…</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <translation>Passwort für %1:</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Der Server hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>Kept in memory until PairRank quits, never saved</source>
        <translation>Bleibt im Speicher, bis PairRank beendet wird, und wird nie gespeichert</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProjectTreeModel</name>
    <message>
        <source>Contexts (%1)</source>
        <translation>Kontexte (%1)</translation>
    </message>
    <message>
        <source>Criteria (%1)</source>
        <translation>Kriterien (%1)</translation>
    </message>
    <message>
        <source>Judges (%1)</source>
        <translation>Bewerter (%1)</translation>
    </message>
    <message>
        <source>Runs (%1)</source>
        <translation>Läufe (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>created</source>
        <translation>angelegt</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>imported judgements</source>
        <translation>importierte Urteile</translation>
    </message>
    <message>
        <source>%1
Judge: %2
Model: %3
Seed: %4
Double-click or Enter to show it in the Run tab.</source>
        <translation>%1
Bewerter: %2
Modell: %3
Seed: %4
Doppelklick oder Eingabetaste zeigt ihn im Tab „Lauf“.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PromptEditor</name>
    <message>
        <source>C&amp;riterion:</source>
        <translation>K&amp;riterium:</translation>
    </message>
    <message>
        <source>Label word for A</source>
        <translation>Label-Wort für A</translation>
    </message>
    <message>
        <source>Label word for B</source>
        <translation>Label-Wort für B</translation>
    </message>
    <message>
        <source>Label &amp;A:</source>
        <translation>Label &amp;A:</translation>
    </message>
    <message>
        <source>Label &amp;B:</source>
        <translation>Label &amp;B:</translation>
    </message>
    <message>
        <source>Prompt template</source>
        <translation>Prompt-Vorlage</translation>
    </message>
    <message>
        <source>Prompt preview</source>
        <translation>Prompt-Vorschau</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <source>Pre&amp;view on a pair of this project:</source>
        <translation>Vorschau &amp;an einem Paar dieses Projekts:</translation>
    </message>
    <message>
        <source>Problem with the template</source>
        <translation>Problem mit der Vorlage</translation>
    </message>
    <message>
        <source>The project has no pair of candidates to show the prompt on yet.</source>
        <translation>Das Projekt hat noch kein Kandidatenpaar, an dem der Prompt gezeigt werden kann.</translation>
    </message>
    <message>
        <source>Criterion name</source>
        <translation>Name des Kriteriums</translation>
    </message>
    <message>
        <source>Criterion use</source>
        <translation>Verwendung des Kriteriums</translation>
    </message>
    <message>
        <source>Duplicate as a new &amp;criterion</source>
        <translation>Als neues &amp;Kriterium duplizieren</translation>
    </message>
    <message>
        <source>Duplicate as a new criterion</source>
        <translation>Als neues Kriterium duplizieren</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n judgement(s), which were asked with this prompt: it cannot change any more. Duplicate it as a new criterion to ask differently.</source>
        <translation>
            <numerusform>Von %n Urteil verwendet, das mit diesem Prompt gefragt wurde: das Kriterium kann sich nicht mehr ändern. Duplizieren Sie es als neues Kriterium, um anders zu fragen.</numerusform>
            <numerusform>Von %n Urteilen verwendet, die mit diesem Prompt gefragt wurden: das Kriterium kann sich nicht mehr ändern. Duplizieren Sie es als neues Kriterium, um anders zu fragen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No judgement uses this criterion yet: its prompt can be changed until a run asks a judge with it.</source>
        <translation>Noch kein Urteil verwendet dieses Kriterium: sein Prompt kann geändert werden, bis ein Lauf einen Bewerter damit fragt.</translation>
    </message>
    <message>
        <source>A new criterion: saved with the judges.</source>
        <translation>Ein neues Kriterium: wird mit den Bewertern gespeichert.</translation>
    </message>
    <message>
        <source>No criterion is selected. Create one with “New criterion…”.</source>
        <translation>Kein Kriterium ausgewählt. Legen Sie eines mit „Neues Kriterium…“ an.</translation>
    </message>
    <message>
        <source>Unique in the project</source>
        <translation>Im Projekt eindeutig</translation>
    </message>
    <message>
        <source>Runs refer to a stored criterion by its name</source>
        <translation>Läufe verweisen über seinen Namen auf ein gespeichertes Kriterium</translation>
    </message>
    <message>
        <source>No criterion is selected.</source>
        <translation>Kein Kriterium ausgewählt.</translation>
    </message>
    <message>
        <source>The criterion needs a name.</source>
        <translation>Das Kriterium braucht einen Namen.</translation>
    </message>
    <message>
        <source>What the candidates are compared on, e.g. helpfulness. Runs and reports refer to a criterion by its name, so only a new criterion can be renamed.</source>
        <translation>Wonach die Kandidaten verglichen werden, z. B. Nützlichkeit. Läufe und Berichte verweisen über seinen Namen auf ein Kriterium, daher kann nur ein neues Kriterium umbenannt werden.</translation>
    </message>
    <message>
        <source>The word the judge answers with when the first text is better</source>
        <translation>Das Wort, mit dem der Bewerter antwortet, wenn der erste Text besser ist</translation>
    </message>
    <message>
        <source>The judge&apos;s probability is read from the log-probabilities of the two label words as its first answer token: pick short words the prompt asks for, such as A and B or 1 and 2.</source>
        <translation>Die Wahrscheinlichkeit des Bewerters wird aus den Log-Wahrscheinlichkeiten der beiden Label-Wörter als erstes Token seiner Antwort gelesen: wählen Sie kurze Wörter, nach denen der Prompt fragt, etwa A und B oder 1 und 2.</translation>
    </message>
    <message>
        <source>The word the judge answers with when the second text is better</source>
        <translation>Das Wort, mit dem der Bewerter antwortet, wenn der zweite Text besser ist</translation>
    </message>
    <message>
        <source>Must differ from the word for A; the prompt tells the judge to answer with one of the two ({label_a} and {label_b}).</source>
        <translation>Muss sich vom Wort für A unterscheiden; der Prompt weist den Bewerter an, mit einem der beiden zu antworten ({label_a} und {label_b}).</translation>
    </message>
    <message>
        <source>The prompt the judge is asked with for each pair; the placeholders are replaced by the pair&apos;s texts. It can change until a judgement uses it; after that, duplicate the criterion to ask differently.</source>
        <translation>Der Prompt, mit dem der Bewerter für jedes Paar gefragt wird; die Platzhalter werden durch die Texte des Paars ersetzt. Er kann geändert werden, bis ein Urteil ihn verwendet; danach duplizieren Sie das Kriterium, um anders zu fragen.</translation>
    </message>
    <message>
        <source>Label word for a tie</source>
        <translation>Label-Wort für Unentschieden</translation>
    </message>
    <message>
        <source>None: the prompt offers no tie</source>
        <translation>Keins: der Prompt bietet kein Unentschieden an</translation>
    </message>
    <message>
        <source>The word the judge answers with when neither text is better; leave it empty when the prompt offers no tie</source>
        <translation>Das Wort, mit dem der Bewerter antwortet, wenn keiner der Texte besser ist; leer lassen, wenn der Prompt kein Unentschieden anbietet</translation>
    </message>
    <message>
        <source>Optional. When filled in, the template must offer it with {label_tie}, and a pair counts as a tie when this word is a likelier answer than the words for A and B. One word without spaces, different from those two.</source>
        <translation>Optional. Wenn ausgefüllt, muss die Vorlage es mit {label_tie} anbieten, und ein Paar zählt als Unentschieden, wenn dieses Wort eine wahrscheinlichere Antwort ist als die Wörter für A und B. Ein Wort ohne Leerzeichen, verschieden von diesen beiden.</translation>
    </message>
    <message>
        <source>Tie label, if an&amp;y:</source>
        <translation>Label für Unents&amp;chieden, falls vorhanden:</translation>
    </message>
    <message>
        <source>Placeholders: {context} {candidate_a} {candidate_b} {criterion} {label_a} {label_b} {label_tie}</source>
        <translation>Platzhalter: {context} {candidate_a} {candidate_b} {criterion} {label_a} {label_b} {label_tie}</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RankingTab</name>
    <message>
        <source>&amp;Recompute</source>
        <translation>&amp;Neu berechnen</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Recompute the ranking</source>
        <translation>Rangfolge neu berechnen</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>Kontext:</translation>
    </message>
    <message>
        <source>Criterion:</source>
        <translation>Kriterium:</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangfolge</translation>
    </message>
    <message>
        <source>Select a candidate to read its text and the judgements that involve it.</source>
        <translation>Wählen Sie einen Kandidaten, um seinen Text und die Urteile mit ihm zu lesen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln judgement(s) used</source>
        <translation>
            <numerusform>%Ln Urteil verwendet</numerusform>
            <numerusform>%Ln Urteile verwendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln failed or refused</source>
        <translation>
            <numerusform>%Ln fehlgeschlagen oder verweigert</numerusform>
            <numerusform>%Ln fehlgeschlagen oder verweigert</numerusform>
        </translation>
    </message>
    <message>
        <source>model %1</source>
        <translation>Modell %1</translation>
    </message>
    <message>
        <source>entropy %1</source>
        <translation>Entropie %1</translation>
    </message>
    <message>
        <source>Spearman against the reference %1</source>
        <translation>Spearman gegen Referenz %1</translation>
    </message>
    <message>
        <source>No ranking: %1</source>
        <translation>Keine Rangfolge: %1</translation>
    </message>
    <message>
        <source>Candidate text</source>
        <translation>Kandidatentext</translation>
    </message>
    <message>
        <source>All criteria</source>
        <translation>Alle Kriterien</translation>
    </message>
    <message>
        <source>Show the judgements of every criterion, not only of the one ranked</source>
        <translation>Die Urteile aller Kriterien zeigen, nicht nur die des Kriteriums der Rangfolge</translation>
    </message>
    <message>
        <source>Show failures</source>
        <translation>Fehlschläge zeigen</translation>
    </message>
    <message>
        <source>Show the attempts that gave no answer (failed calls and refusals), in grey</source>
        <translation>Die Versuche ohne Antwort (fehlgeschlagene Aufrufe und Verweigerungen) grau zeigen</translation>
    </message>
    <message>
        <source>Judgements of the selected candidate</source>
        <translation>Urteile des ausgewählten Kandidaten</translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of “%1” involve this candidate</source>
        <translation>
            <numerusform>%n Urteil zu „%1“ betrifft diesen Kandidaten</numerusform>
            <numerusform>%n Urteile zu „%1“ betreffen diesen Kandidaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of every criterion involve this candidate</source>
        <translation>
            <numerusform>%n Urteil über alle Kriterien betrifft diesen Kandidaten</numerusform>
            <numerusform>%n Urteile über alle Kriterien betreffen diesen Kandidaten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed or refused attempt(s) not shown</source>
        <translation>
            <numerusform>%n fehlgeschlagener oder verweigerter Versuch nicht gezeigt</numerusform>
            <numerusform>%n fehlgeschlagene oder verweigerte Versuche nicht gezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>the newest %1 are listed</source>
        <translation>die neuesten %1 sind aufgeführt</translation>
    </message>
    <message>
        <source>live from the run</source>
        <extracomment>The Ranking tab shows the ranking of the run going on, as it changes.</extracomment>
        <translation>live aus dem Lauf</translation>
    </message>
    <message>
        <source>Absolute rating unreadable: %1</source>
        <translation>Absolute Einstufung nicht lesbar: %1</translation>
    </message>
    <message>
        <source>Absolute rating: %1 (P: %2)</source>
        <translation>Absolute Einstufung: %1 (P: %2)</translation>
    </message>
    <message>
        <source>No absolute rating</source>
        <translation>Keine absolute Einstufung</translation>
    </message>
    <message>
        <source>Absolute rating refused: %1</source>
        <translation>Absolute Einstufung verweigert: %1</translation>
    </message>
    <message>
        <source>Absolute rating failed: %1</source>
        <translation>Absolute Einstufung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Absolute ratings of the selected candidate</source>
        <translation>Absolute Einstufungen des ausgewählten Kandidaten</translation>
    </message>
    <message numerus="yes">
        <source>%Ln absolute rating(s)</source>
        <translation>
            <numerusform>%Ln absolute Einstufung</numerusform>
            <numerusform>%Ln absolute Einstufungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln human label(s)</source>
        <translation>
            <numerusform>%Ln menschliches Label</numerusform>
            <numerusform>%Ln menschliche Labels</numerusform>
        </translation>
    </message>
    <message>
        <source>no intervals above %L1 candidates</source>
        <extracomment>A ranking of a very large pool is fitted without the posterior covariance.</extracomment>
        <translation>keine Intervalle über %L1 Kandidaten</translation>
    </message>
    <message>
        <source>drawing intervals…</source>
        <extracomment>A very large pool&apos;s ranking is shown before its intervals, which take longer.</extracomment>
        <translation>Intervalle werden gezogen…</translation>
    </message>
    <message>
        <source>intervals from %L1 draws</source>
        <extracomment>A very large pool&apos;s intervals come from random draws of the posterior.</extracomment>
        <translation>Intervalle aus %L1 Ziehungen</translation>
    </message>
    <message>
        <source>entropy %1 ± %2</source>
        <extracomment>An estimated ranking entropy and its standard error (very large pools).</extracomment>
        <translation>Entropie %1 ± %2</translation>
    </message>
    <message>
        <source>Search ids, systems and texts</source>
        <translation>IDs, Systeme und Texte durchsuchen</translation>
    </message>
    <message>
        <source>Search the ranking</source>
        <translation>Rangfolge durchsuchen</translation>
    </message>
    <message>
        <source>%L1 of %L2 shown</source>
        <extracomment>A search of the ranking shows only the rows it matches.</extracomment>
        <translation>%L1 von %L2 angezeigt</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RankingTableModel</name>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>95 % credible interval of the score (Laplace posterior)</source>
        <translation>95-%-Glaubwürdigkeitsintervall des Werts (Laplace-Posterior)</translation>
    </message>
    <message>
        <source>95 % interval of the rank, from draws of the posterior</source>
        <translation>95-%-Intervall des Rangs, aus Ziehungen des Posteriors</translation>
    </message>
    <message>
        <source>Probability that this candidate is better than the next one down</source>
        <translation>Wahrscheinlichkeit, dass dieser Kandidat besser ist als der nächste darunter</translation>
    </message>
    <message>
        <source>Judgements that involve this candidate</source>
        <translation>Urteile, an denen dieser Kandidat beteiligt ist</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Rank interval</source>
        <translation>Rangintervall</translation>
    </message>
    <message>
        <source>P(&gt; next)</source>
        <translation>P(&gt; nächster)</translation>
    </message>
    <message>
        <source>Judgements</source>
        <translation>Urteile</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ReportExportJob</name>
    <message>
        <source>Exporting the report…</source>
        <translation>Bericht wird exportiert…</translation>
    </message>
    <message>
        <source>Report exported</source>
        <translation>Bericht exportiert</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1.</source>
        <translation>
            <numerusform>%n Datei nach %1 geschrieben.</numerusform>
            <numerusform>%n Dateien nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The report could not be exported.</source>
        <translation>Der Bericht konnte nicht exportiert werden.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunHistory</name>
    <message>
        <source>Comparisons</source>
        <translation>Vergleiche</translation>
    </message>
    <message>
        <source>Elapsed (s)</source>
        <translation>Verstrichen (s)</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Entropy</source>
        <translation>Entropie</translation>
    </message>
    <message>
        <source>P(A)</source>
        <translation>P(A)</translation>
    </message>
    <message>
        <source>δ</source>
        <translation>δ</translation>
    </message>
    <message>
        <source>Judgements/s</source>
        <translation>Urteile/s</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Kosten</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunProgressPanel</name>
    <message>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>Run state</source>
        <translation>Laufstatus</translation>
    </message>
    <message>
        <source>Comparisons done</source>
        <translation>Erledigte Vergleiche</translation>
    </message>
    <message>
        <source>%v of %m comparisons (%p%)</source>
        <translation>%v von %m Vergleichen (%p %)</translation>
    </message>
    <message>
        <source>Time and cost left</source>
        <translation>Verbleibende Zeit und Kosten</translation>
    </message>
    <message>
        <source>Estimating the cost…</source>
        <translation>Kosten werden geschätzt…</translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <translation>Keine Schätzung: %1</translation>
    </message>
    <message>
        <source>no price set</source>
        <translation>kein Preis gesetzt</translation>
    </message>
    <message>
        <source>Estimate: %1 requests, %2 tokens, %3, %4</source>
        <translation>Schätzung: %1 Anfragen, %2 Tokens, %3, %4</translation>
    </message>
    <message>
        <source> — %1 comparisons already stored</source>
        <translation> — %1 Vergleiche bereits gespeichert</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 judgements/s</source>
        <translation>%1 Urteile/s</translation>
    </message>
    <message>
        <source>time left: %1</source>
        <translation>Restzeit: %1</translation>
    </message>
    <message>
        <source>spent: %1</source>
        <translation>ausgegeben: %1</translation>
    </message>
    <message>
        <source>cost left: %1</source>
        <translation>Restkosten: %1</translation>
    </message>
    <message>
        <source>failures: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>reused: %1</source>
        <translation>wiederverwendet: %1</translation>
    </message>
    <message>
        <source>budget used up</source>
        <translation>Budget aufgebraucht</translation>
    </message>
    <message>
        <source>stopping rule met</source>
        <translation>Abbruchregel erfüllt</translation>
    </message>
    <message>
        <source>every pair asked</source>
        <translation>jedes Paar gefragt</translation>
    </message>
    <message>
        <source>time known once the judge has answered</source>
        <translation>Zeit bekannt, sobald der Bewerter geantwortet hat</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>etwa %1</translation>
    </message>
    <message>
        <source>Start (F5) continues the run</source>
        <translation>„Starten“ (F5) setzt den Lauf fort</translation>
    </message>
    <message>
        <source>the judge stopped answering (%1). Check the judge with Judges… ▸ Test, then press Start (F5) to continue.</source>
        <translation>der Bewerter antwortet nicht mehr (%1). Prüfen Sie den Bewerter mit Bewerter… ▸ Test und drücken Sie dann „Starten“ (F5), um fortzufahren.</translation>
    </message>
    <message>
        <source>Interrupted: Start (F5) continues the run</source>
        <translation>Unterbrochen: „Starten“ (F5) setzt den Lauf fort</translation>
    </message>
    <message>
        <source>Paused: Start (F5) continues the run</source>
        <translation>Pausiert: „Starten“ (F5) setzt den Lauf fort</translation>
    </message>
    <message>
        <source>Finished: a larger budget and Start (F5) continue it</source>
        <translation>Fertig: ein größeres Budget und „Starten“ (F5) setzen ihn fort</translation>
    </message>
    <message>
        <source>Failed: Start (F5) tries again</source>
        <translation>Fehlgeschlagen: „Starten“ (F5) versucht es erneut</translation>
    </message>
    <message>
        <source>at the judge: %1, waiting: %2</source>
        <translation>beim Bewerter: %1, wartend: %2</translation>
    </message>
    <message>
        <source>absolute ratings: %1</source>
        <translation>absolute Einstufungen: %1</translation>
    </message>
    <message>
        <source> — %1 of the requests are absolute ratings</source>
        <translation> — %1 der Anfragen sind absolute Einstufungen</translation>
    </message>
    <message>
        <source>human labels: %1</source>
        <extracomment>Labels people contributed to the run&apos;s model (read at its start and since).</extracomment>
        <translation>menschliche Labels: %1</translation>
    </message>
    <message>
        <source>waiting for people: %1 (%2 of %3 labels asked)</source>
        <extracomment>The run&apos;s queue of pairs for people: how many wait for a label, how many the run put to people so far and how many its label budget allows.</extracomment>
        <translation>wartet auf Menschen: %1 (%2 von %3 Labels angefragt)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunSettingsForm</name>
    <message>
        <source>Judge</source>
        <translation>Bewerter</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>&amp;Bewerter:</translation>
    </message>
    <message>
        <source>The judge configuration that answers the pairs</source>
        <translation>Die Bewerter-Konfiguration, die die Paare beantwortet</translation>
    </message>
    <message>
        <source>C&amp;riterion:</source>
        <translation>K&amp;riterium:</translation>
    </message>
    <message>
        <source>What the judge compares; its prompt template is used</source>
        <translation>Was der Bewerter vergleicht; dessen Prompt-Vorlage wird verwendet</translation>
    </message>
    <message>
        <source>Model and selection</source>
        <translation>Modell und Auswahl</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>How scores are fitted from the judgements</source>
        <translation>Wie Werte aus den Urteilen geschätzt werden</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>From the mean p</source>
        <translation>Aus mittlerem p</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>Geschätzt</translation>
    </message>
    <message>
        <source>&amp;Home advantage:</source>
        <translation>&amp;Heimvorteil:</translation>
    </message>
    <message>
        <source>How the positional bias δ of position A enters the model</source>
        <translation>Wie die Positionsverzerrung δ von Position A ins Modell eingeht</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>&amp;Strategie:</translation>
    </message>
    <message>
        <source>Which pairs are asked next</source>
        <translation>Welche Paare als Nächstes gefragt werden</translation>
    </message>
    <message>
        <source>&amp;ε:</source>
        <translation>&amp;ε:</translation>
    </message>
    <message>
        <source>The exponent of |μa − μb| in the ε strategy</source>
        <translation>Der Exponent von |μa − μb| in der ε-Strategie</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>&amp;Batchgröße:</translation>
    </message>
    <message>
        <source>Pairs chosen per context and round</source>
        <translation>Gewählte Paare je Kontext und Runde</translation>
    </message>
    <message>
        <source>Ask each pair in both orders</source>
        <translation>Jedes Paar in beiden Reihenfolgen fragen</translation>
    </message>
    <message>
        <source>Symmetric</source>
        <translation>Symmetrisch</translation>
    </message>
    <message>
        <source>Symmetric:</source>
        <translation>Symmetrisch:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>Makes the run reproducible</source>
        <translation>Macht den Lauf reproduzierbar</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Comparisons per candidate (× N)</source>
        <translation>Vergleiche je Kandidat (× N)</translation>
    </message>
    <message>
        <source>Comparisons per context</source>
        <translation>Vergleiche je Kontext</translation>
    </message>
    <message>
        <source>Com&amp;parisons:</source>
        <translation>&amp;Vergleiche:</translation>
    </message>
    <message>
        <source>A multiple of the number of candidates N, or an absolute number</source>
        <translation>Ein Vielfaches der Kandidatenzahl N oder eine absolute Zahl</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Menge:</translation>
    </message>
    <message>
        <source>The comparison budget of each context</source>
        <translation>Das Vergleichsbudget jedes Kontexts</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>&amp;Tokens:</translation>
    </message>
    <message>
        <source>Prompt and completion tokens (0: no limit)</source>
        <translation>Prompt- und Completion-Tokens (0: keine Grenze)</translation>
    </message>
    <message>
        <source>M&amp;oney:</source>
        <translation>&amp;Geld:</translation>
    </message>
    <message>
        <source>In the judge&apos;s currency (0: no limit)</source>
        <translation>In der Währung des Bewerters (0: keine Grenze)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>T&amp;ime:</source>
        <translation>&amp;Zeit:</translation>
    </message>
    <message>
        <source>Running time, pauses excluded (0: no limit)</source>
        <translation>Laufzeit ohne Pausen (0: keine Grenze)</translation>
    </message>
    <message>
        <source> × N</source>
        <translation> × N</translation>
    </message>
    <message>
        <source>Stopping rule</source>
        <translation>Abbruchregel</translation>
    </message>
    <message>
        <source>Only the budget</source>
        <translation>Nur das Budget</translation>
    </message>
    <message>
        <source>Entropy below</source>
        <translation>Entropie unter</translation>
    </message>
    <message>
        <source>Reordering probability below</source>
        <translation>Umordnungswahrscheinlichkeit unter</translation>
    </message>
    <message>
        <source>Ranking stopped moving</source>
        <translation>Rangfolge bewegt sich nicht mehr</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>Re&amp;gel:</translation>
    </message>
    <message>
        <source>When a context is asked nothing more</source>
        <translation>Wann einem Kontext nichts mehr gefragt wird</translation>
    </message>
    <message>
        <source>Thres&amp;hold:</source>
        <translation>Sch&amp;welle:</translation>
    </message>
    <message>
        <source>The rule&apos;s threshold X</source>
        <translation>Die Schwelle X der Regel</translation>
    </message>
    <message>
        <source>&amp;Window:</source>
        <translation>&amp;Fenster:</translation>
    </message>
    <message>
        <source>Comparisons over which the ranking must stay still</source>
        <translation>Vergleiche, über die die Rangfolge stillstehen muss</translation>
    </message>
    <message>
        <source>Batches ahea&amp;d:</source>
        <translation>Batches im &amp;Voraus:</translation>
    </message>
    <message>
        <source>Batches chosen while earlier ones are still being answered, so that a slow judge is never idle (0: each batch waits for the one before)</source>
        <translation>Batches, die gewählt werden, während frühere noch beantwortet werden, damit ein langsamer Bewerter nie untätig ist (0: jeder Batch wartet auf den vorigen)</translation>
    </message>
    <message>
        <source>One of the project&apos;s judge configurations (Judges… in the menu bar): the backend, model and limits of the LLM that is asked. A run keeps its judge.</source>
        <translation>Eine der Bewerter-Konfigurationen des Projekts („Bewerter…“ in der Menüleiste): Backend, Modell und Grenzen des gefragten LLM. Ein Lauf behält seinen Bewerter.</translation>
    </message>
    <message>
        <source>The quality the candidates are compared on. The judge is asked with this criterion&apos;s prompt template; each criterion has its own scores and ranking.</source>
        <translation>Die Eigenschaft, nach der die Kandidaten verglichen werden. Der Bewerter wird mit der Prompt-Vorlage dieses Kriteriums gefragt; jedes Kriterium hat eigene Werte und eine eigene Rangfolge.</translation>
    </message>
    <message>
        <source>The statistical model that turns the judge&apos;s answers into scores with credible intervals. The soft Bradley–Terry model uses the judge&apos;s probabilities rather than only who won; the Methods page compares the models.</source>
        <translation>Das statistische Modell, das die Antworten des Bewerters in Werte mit Glaubwürdigkeitsintervallen umsetzt. Das weiche Bradley-Terry-Modell nutzt die Wahrscheinlichkeiten des Bewerters statt nur des Siegers; die Seite „Methoden“ vergleicht die Modelle.</translation>
    </message>
    <message>
        <source>Judges tend to prefer the text shown first. None assumes no bias; From the mean p takes δ from the average probability the judge gave to position A; Fitted estimates δ together with the scores.</source>
        <translation>Bewerter bevorzugen oft den zuerst gezeigten Text. „Keiner“ nimmt keine Verzerrung an; „Aus mittlerem p“ leitet δ aus der mittleren Wahrscheinlichkeit ab, die der Bewerter Position A gab; „Geschätzt“ schätzt δ zusammen mit den Werten.</translation>
    </message>
    <message>
        <source>How the next pairs are chosen from the current scores: uncertainty-based strategies ask where the ranking is least certain and need fewer comparisons than random pairs for the same accuracy.</source>
        <translation>Wie die nächsten Paare anhand der aktuellen Werte gewählt werden: unsicherheitsbasierte Strategien fragen dort, wo die Rangfolge am unsichersten ist, und brauchen für dieselbe Genauigkeit weniger Vergleiche als zufällige Paare.</translation>
    </message>
    <message>
        <source>Only for the ε-uncertainty strategy: how strongly pairs with close scores are preferred. 0 ignores the score difference; larger values focus on near ties.</source>
        <translation>Nur für die Strategie „ε-Unsicherheit“: wie stark Paare mit nahe beieinanderliegenden Werten bevorzugt werden. 0 ignoriert den Unterschied der Werte; größere Werte konzentrieren sich auf Beinahe-Gleichstände.</translation>
    </message>
    <message>
        <source>How many pairs are chosen at once before the model is updated. Larger batches keep a fast judge busy; smaller ones adapt to the answers sooner.</source>
        <translation>Wie viele Paare auf einmal gewählt werden, bevor das Modell aktualisiert wird. Größere Batches lasten einen schnellen Bewerter aus; kleinere passen sich früher an die Antworten an.</translation>
    </message>
    <message>
        <source>With 1 or more, the next batch is chosen while the current one is still being answered, counting its pairs as asked. The run stays reproducible: the choice never depends on the order in which answers arrive.</source>
        <translation>Ab 1 wird der nächste Batch gewählt, während der aktuelle noch beantwortet wird; dessen Paare zählen dabei als gefragt. Der Lauf bleibt reproduzierbar: die Wahl hängt nie von der Reihenfolge ab, in der Antworten eintreffen.</translation>
    </message>
    <message>
        <source>Ask each chosen pair as A–B and as B–A</source>
        <translation>Jedes gewählte Paar als A–B und als B–A fragen</translation>
    </message>
    <message>
        <source>Every chosen pair is also asked in the other order, which cancels the judge&apos;s preference for a position at twice the cost per pair.</source>
        <translation>Jedes gewählte Paar wird auch in der umgekehrten Reihenfolge gefragt; das hebt die Vorliebe des Bewerters für eine Position auf, zum doppelten Preis pro Paar.</translation>
    </message>
    <message>
        <source>The seed of the random choices (pairs, order of A and B). The same settings and seed choose the same pairs again.</source>
        <translation>Der Seed der Zufallsentscheidungen (Paare, Reihenfolge von A und B). Dieselben Einstellungen und derselbe Seed wählen wieder dieselben Paare.</translation>
    </message>
    <message>
        <source>How the comparison budget of each context is given: as a multiple of its number of candidates N (10 × N is a common start) or as a fixed number of comparisons.</source>
        <translation>Wie das Vergleichsbudget jedes Kontexts angegeben wird: als Vielfaches seiner Kandidatenzahl N (10 × N ist ein üblicher Anfang) oder als feste Anzahl von Vergleichen.</translation>
    </message>
    <message>
        <source>The number of comparisons (or the multiple of N) after which a context is asked nothing more. Answers reused from the project count; failed requests do not.</source>
        <translation>Die Anzahl der Vergleiche (oder das Vielfache von N), nach der einem Kontext nichts mehr gefragt wird. Aus dem Projekt wiederverwendete Antworten zählen mit, fehlgeschlagene Anfragen nicht.</translation>
    </message>
    <message>
        <source>The run stops when its prompt and completion tokens together reach this number. 0 sets no limit.</source>
        <translation>Der Lauf stoppt, wenn seine Prompt- und Completion-Tokens zusammen diese Zahl erreichen. 0 setzt keine Grenze.</translation>
    </message>
    <message>
        <source>The run stops when its cost, computed from the judge&apos;s token prices, reaches this amount. 0 sets no limit.</source>
        <translation>Der Lauf stoppt, wenn seine Kosten, berechnet aus den Token-Preisen des Bewerters, diesen Betrag erreichen. 0 setzt keine Grenze.</translation>
    </message>
    <message>
        <source>The run stops after this many minutes of running; time spent paused does not count. 0 sets no limit.</source>
        <translation>Der Lauf stoppt nach so vielen Minuten Laufzeit; pausierte Zeit zählt nicht. 0 setzt keine Grenze.</translation>
    </message>
    <message>
        <source>Besides the budget, a context can stop once its ranking is certain enough: its entropy or its largest probability of reordering falls below the threshold, or it stops moving over a window of comparisons.</source>
        <translation>Neben dem Budget kann ein Kontext enden, sobald seine Rangfolge sicher genug ist: ihre Entropie oder ihre größte Umordnungswahrscheinlichkeit fällt unter die Schwelle, oder sie bewegt sich über ein Fenster von Vergleichen nicht mehr.</translation>
    </message>
    <message>
        <source>The value X the rule compares with: the entropy or the probability of reordering must fall below it; for a ranking that stopped moving, the rank correlation must reach 1 − X.</source>
        <translation>Der Wert X, mit dem die Regel vergleicht: Entropie oder Umordnungswahrscheinlichkeit müssen darunter fallen; bei „Rangfolge bewegt sich nicht mehr“ muss die Rangkorrelation 1 − X erreichen.</translation>
    </message>
    <message>
        <source>Only for “Ranking stopped moving”: the scores now are compared with those this many comparisons earlier.</source>
        <translation>Nur für „Rangfolge bewegt sich nicht mehr“: die aktuellen Werte werden mit denen von so vielen Vergleichen zuvor verglichen.</translation>
    </message>
    <message>
        <source>Absolute scores</source>
        <translation>Absolute Werte</translation>
    </message>
    <message>
        <source>Also rate every candidate once on 1…10 and join the ratings to the model; needs a criterion with an absolute template and a judge that gives token logprobs</source>
        <translation>Außerdem jeden Kandidaten einmal auf 1…10 einstufen und die Einstufungen ins Modell aufnehmen; braucht ein Kriterium mit absoluter Vorlage und einen Bewerter, der Token-Logprobs liefert</translation>
    </message>
    <message>
        <source>Each candidate is rated once with the criterion&apos;s absolute template. The probabilities of the ten ratings, from the judge&apos;s token logprobs, become one more expert on the candidate&apos;s score, with the weight beside.</source>
        <translation>Jeder Kandidat wird einmal mit der absoluten Vorlage des Kriteriums eingestuft. Die Wahrscheinlichkeiten der zehn Einstufungen, aus den Token-Logprobs des Bewerters, werden zu einem weiteren Experten für den Wert des Kandidaten, mit dem Gewicht daneben.</translation>
    </message>
    <message>
        <source>Absolute score weight</source>
        <translation>Gewicht der absoluten Werte</translation>
    </message>
    <message>
        <source>How much one absolute rating counts against the comparisons (1: as given)</source>
        <translation>Wie stark eine absolute Einstufung gegenüber den Vergleichen zählt (1: unverändert)</translation>
    </message>
    <message>
        <source>The weight of each absolute rating&apos;s expert in the product of experts: below 1 it counts less than the judge&apos;s calibrated rating, above 1 more.</source>
        <translation>Das Gewicht des Experten jeder absoluten Einstufung im Produkt der Experten: unter 1 zählt sie weniger als die kalibrierte Einstufung des Bewerters, über 1 mehr.</translation>
    </message>
    <message>
        <source>Wei&amp;ght:</source>
        <translation>Gew&amp;icht:</translation>
    </message>
    <message>
        <source>Absolute scores:</source>
        <translation>Absolute Werte:</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>Menschliche Labels</translation>
    </message>
    <message>
        <source>Join the human labels of the criterion to the model, also those stored while the run goes on</source>
        <translation>Die menschlichen Labels des Kriteriums in das Modell aufnehmen, auch die während des Laufs gespeicherten</translation>
    </message>
    <message>
        <source>Every human label of the criterion becomes two experts of the product, one per order, so that the judge&apos;s positional bias cancels out of them. Labels stored during the run, in the Annotate tab or by other annotators, join their context at its next refit.</source>
        <translation>Jedes menschliche Label des Kriteriums wird zu zwei Experten des Produkts, einer je Reihenfolge, sodass sich die Positionsverzerrung des Richters aufhebt. Während des Laufs gespeicherte Labels – im Tab „Annotieren“ oder von anderen Annotierenden – kommen bei der nächsten Neuanpassung ihres Kontexts hinzu.</translation>
    </message>
    <message>
        <source>Human label weight</source>
        <translation>Gewicht menschlicher Labels</translation>
    </message>
    <message>
        <source>How much one human label counts against one judgement (1: as much)</source>
        <translation>Wie viel ein menschliches Label gegenüber einem Urteil zählt (1: gleich viel)</translation>
    </message>
    <message>
        <source>The weight of each human label in the product of experts. People are usually more reliable than the judge: a weight above 1 lets a label outweigh several judgements.</source>
        <translation>Das Gewicht jedes menschlichen Labels im Produkt der Experten. Menschen sind meist zuverlässiger als der Richter: Ein Gewicht über 1 lässt ein Label mehrere Urteile aufwiegen.</translation>
    </message>
    <message>
        <source>Human labels:</source>
        <translation>Menschliche Labels:</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>Gewicht:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>Label budget</source>
        <translation>Label-Budget</translation>
    </message>
    <message>
        <source>How many pairs the run may put to people; none: it asks nobody</source>
        <translation>Wie viele Paare der Lauf Menschen vorlegen darf; keins: er fragt niemanden</translation>
    </message>
    <message>
        <source>The run puts up to this many of the pairs its judge answered to people, chosen where a label is worth most: where the judge, recalibrated on the labels so far, is least sure and the ranking least certain. The Annotate tab offers them first; the judge is not asked their other order.</source>
        <translation>Der Lauf legt bis zu so viele der vom Richter beantworteten Paare Menschen vor, dort, wo ein Label am meisten wert ist: wo der Richter, an den bisherigen Labels nachkalibriert, am unsichersten und die Rangfolge am ungewissesten ist. Der Tab „Annotieren“ bietet sie zuerst an; der Richter wird nicht nach ihrer anderen Reihenfolge gefragt.</translation>
    </message>
    <message>
        <source>Label budget:</source>
        <translation>Label-Budget:</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunTab</name>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Start the run, or continue the stored run with these settings (F5)</source>
        <translation>Lauf starten oder den gespeicherten Lauf mit diesen Einstellungen fortsetzen (F5)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Ask nothing new; answers in flight are still stored (F6)</source>
        <translation>Nichts Neues fragen; laufende Antworten werden noch gespeichert (F6)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Resume the paused run (F7)</source>
        <translation>Pausierten Lauf fortsetzen (F7)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>Stop the run; what is stored stays, and Start continues it later (Shift+F5)</source>
        <translation>Lauf stoppen; Gespeichertes bleibt, und „Starten“ setzt ihn später fort (Umschalt+F5)</translation>
    </message>
    <message>
        <source>Failure log</source>
        <translation>Fehlerprotokoll</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>Der Lauf ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Why Start is unavailable</source>
        <translation>Warum „Starten“ nicht verfügbar ist</translation>
    </message>
    <message>
        <source>The project is opening…</source>
        <translation>Das Projekt wird geöffnet…</translation>
    </message>
    <message>
        <source>Open or create a project to start a run.</source>
        <translation>Öffnen oder erstellen Sie ein Projekt, um einen Lauf zu starten.</translation>
    </message>
    <message>
        <source>Reading the project&apos;s judges and criteria…</source>
        <translation>Bewerter und Kriterien des Projekts werden gelesen…</translation>
    </message>
    <message>
        <source>The project has no judge yet: add one with Judges… in the menu bar.</source>
        <translation>Das Projekt hat noch keinen Bewerter: fügen Sie einen über „Bewerter…“ in der Menüleiste hinzu.</translation>
    </message>
    <message>
        <source>The project has no criterion yet: add one with Judges… in the menu bar.</source>
        <translation>Das Projekt hat noch kein Kriterium: fügen Sie eines über „Bewerter…“ in der Menüleiste hinzu.</translation>
    </message>
    <message>
        <source>The judge&apos;s servers</source>
        <translation>Die Server des Bewerters</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Checking the project file&apos;s integrity…</source>
        <translation>Die Integrität der Projektdatei wird geprüft…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ScorePlot</name>
    <message>
        <source>Scores with 95 % intervals</source>
        <translation>Werte mit 95-%-Intervallen</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Score plot</source>
        <translation>Werte-Diagramm</translation>
    </message>
    <message>
        <source>Scores of %L1 evenly spaced ranks</source>
        <translation>Werte von %L1 gleichmäßig verteilten Rängen</translation>
    </message>
    <message>
        <source>Rank (of %L1)</source>
        <translation>Rang (von %L1)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ThroughputChart</name>
    <message>
        <source>Throughput and spend</source>
        <translation>Durchsatz und Kosten</translation>
    </message>
    <message>
        <source>Elapsed time (s)</source>
        <translation>Verstrichene Zeit (s)</translation>
    </message>
    <message>
        <source>Judgements/s</source>
        <translation>Urteile/s</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Kosten</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::WinRateMatrixModel</name>
    <message>
        <source>P(%1 preferred over %2) = %3 (95 % interval in brackets)</source>
        <translation>P(%1 gegenüber %2 bevorzugt) = %3 (95-%-Intervall in Klammern)</translation>
    </message>
    <message>
        <source>No judgement compares %1 and %2 yet.</source>
        <extracomment>A blank cell of the win-rate matrix: the two systems were never compared.</extracomment>
        <translation>Noch kein Urteil vergleicht %1 und %2.</translation>
    </message>
    <message>
        <source>No win rate for %1 against %2: %3</source>
        <extracomment>A blank cell of the win-rate matrix: %3 is the estimator&apos;s reason, in English.</extracomment>
        <translation>Keine Gewinnrate für %1 gegen %2: %3</translation>
    </message>
</context>
</TS>
