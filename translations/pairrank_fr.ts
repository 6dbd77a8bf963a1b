<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AnnotationAgreement</name>
    <message>
        <source>needs at least three annotators</source>
        <translation>nécessite au moins trois annotateurs</translation>
    </message>
    <message>
        <source>no pair was labelled by every annotator</source>
        <translation>aucune paire n’a été étiquetée par tous les annotateurs</translation>
    </message>
</context>
<context>
    <name>AnnotationQueue</name>
    <message>
        <source>no judgements in this context yet: random pair</source>
        <translation>aucun jugement dans ce contexte pour l’instant&#xa0;: paire aléatoire</translation>
    </message>
    <message>
        <source>ranks %1 and %2, P(above next) = %3</source>
        <translation>rangs %1 et %2, P(au-dessus du suivant) = %3</translation>
    </message>
    <message>
        <source>systems %1 vs. %2, %3 human labels so far</source>
        <translation>systèmes %1 contre %2, %3 étiquettes humaines jusqu’ici</translation>
    </message>
    <message>
        <source>random pair</source>
        <translation>paire aléatoire</translation>
    </message>
    <message>
        <source>second label, for agreement</source>
        <translation>second jugement, pour l’accord</translation>
    </message>
    <message>
        <source>a run asks people: the judge is unsure (%1 for the one it saw first)</source>
        <extracomment>Why the Annotate tab shows this pair: a run asked people about it; the judge&apos;s probability, recalibrated on the labels so far, that the first shown is better.</extracomment>
        <translation>une exécution demande aux personnes&#xa0;: le juge hésite (%1 pour le premier montré)</translation>
    </message>
    <message>
        <source>no pair waits for people; %1</source>
        <extracomment>Why the Annotate tab shows this pair: no run asks people about a pair now, so the pair the ranking is least sure of comes; %1 says why that one.</extracomment>
        <translation>aucune paire n’attend de personne&#xa0;; %1</translation>
    </message>
</context>
<context>
    <name>CalibrationReport</name>
    <message numerus="yes">
        <source>%1 vs %2: only %n human-labelled item(s); the judge&apos;s accuracy and the calibrated win rates rest on little evidence.</source>
        <translation>
            <numerusform>%1 contre %2&#xa0;: seulement %n élément étiqueté par des humains&#xa0;; la précision du juge et les taux de victoire calibrés reposent sur peu de données.</numerusform>
            <numerusform>%1 contre %2&#xa0;: seulement %n éléments étiquetés par des humains&#xa0;; la précision du juge et les taux de victoire calibrés reposent sur peu de données.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 vs %2: no Dawid–Skene estimate: %3</source>
        <translation>%1 contre %2&#xa0;: pas d’estimation Dawid-Skene&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 vs %2: judge %3 has q0 + q1 = %4 ≤ 1 against the humans: no better than chance, so its win rate cannot be calibrated.</source>
        <translation>%1 contre %2&#xa0;: le juge %3 a q0 + q1 = %4 ≤ 1 face aux humains&#xa0;: pas mieux que le hasard, son taux de victoire ne peut donc pas être calibré.</translation>
    </message>
    <message>
        <source>%1 vs %2: no BWRS estimate for judge %3: %4</source>
        <translation>%1 contre %2&#xa0;: pas d’estimation BWRS pour le juge %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>Reading the judgements and labels…</source>
        <translation>Lecture des jugements et des étiquettes…</translation>
    </message>
    <message>
        <source>Fitting the calibrated win rates…</source>
        <translation>Estimation des taux de victoire calibrés…</translation>
    </message>
    <message>
        <source>Reading the judges&apos; evidence…</source>
        <translation>Lecture des éléments des juges…</translation>
    </message>
    <message>
        <source>The pooled regression&apos;s sampler has not settled: split R̂ up to %1 (below %2 expected) and %3 effective draws for the worst pair (%4 expected). Its win rates and intervals carry Monte Carlo error; recompute with another seed to see how much.</source>
        <translation>L’échantillonneur de la régression groupée ne s’est pas stabilisé&#xa0;: R̂ scindé jusqu’à %1 (moins de %2 attendu) et %3 tirages effectifs pour la pire paire (%4 attendus). Ses taux de victoire et intervalles portent une erreur de Monte-Carlo&#xa0;; recalculez avec une autre graine pour voir son ampleur.</translation>
    </message>
    <message>
        <source>Human labels on pairs chosen for what a label is worth, not at random: %1 of %2 (%3 on pairs a run put to people, %4 on pairs the Annotate tab chose as the ranking&apos;s most uncertain). The pooled regression needs labels that depend only on the judges&apos; verdicts, and Dawid–Skene, BWRS and the judges&apos; accuracies need a random sample; such a choice is neither, so all of them may be biased. Labels of pairs chosen with &quot;Next pair: Random&quot; in the Annotate tab are a random sample.</source>
        <translation>Étiquettes humaines sur des paires choisies pour ce que vaut une étiquette, pas au hasard&#xa0;: %1 sur %2 (%3 sur des paires qu’une exécution a confiées à des personnes, %4 sur des paires que l’onglet Annoter a choisies comme les plus incertaines du classement). La régression groupée demande des étiquettes qui ne dépendent que des verdicts des juges, et Dawid-Skene, BWRS et les précisions des juges demandent un échantillon aléatoire&#xa0;; un tel choix n’est ni l’un ni l’autre, donc tous peuvent être biaisés. Les étiquettes des paires choisies avec « Paire suivante&#xa0;: Aléatoire » dans l’onglet Annoter forment un échantillon aléatoire.</translation>
    </message>
    <message>
        <source>%1 vs %2 (%3)</source>
        <extracomment>One pair of systems in a list: &quot;M0 vs M1 (2)&quot;, its human-labelled items.</extracomment>
        <translation>%1 contre %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of systems have fewer than %1 human-labelled items, so the judge&apos;s accuracy and the calibrated win rates rest on little evidence there: %2.</source>
        <extracomment>%1: the least number of human-labelled items that earns no warning; %2: the pairs, each with its number of human-labelled items.</extracomment>
        <translation>
            <numerusform>%n paire de systèmes a moins de %1 éléments étiquetés par des humains&#xa0;; la précision du juge et les taux de victoire calibrés y reposent donc sur peu d’éléments&#xa0;: %2.</numerusform>
            <numerusform>%n paires de systèmes ont moins de %1 éléments étiquetés par des humains&#xa0;; la précision du juge et les taux de victoire calibrés y reposent donc sur peu d’éléments&#xa0;: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CandidateDetailsText</name>
    <message>
        <source>System: %1</source>
        <translation>Système&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Reference scores: %1</source>
        <translation>Scores de référence&#xa0;: %1</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>Contexte %1</translation>
    </message>
</context>
<context>
    <name>ContextHelp</name>
    <message>
        <source>More in the user guide</source>
        <translation>En savoir plus dans le guide de l’utilisateur</translation>
    </message>
</context>
<context>
    <name>DiagnosticTexts</name>
    <message>
        <source>it needs reference scores or human labels of judged pairs to tell length from quality</source>
        <extracomment>Why no length bias is shown: the judge&apos;s own answers cannot tell a preference for longer texts from one for better texts that are longer.</extracomment>
        <translation>il faut des scores de référence ou des étiquettes humaines de paires jugées pour distinguer la longueur de la qualité</translation>
    </message>
    <message>
        <source>too few judged pairs have reference scores or human labels</source>
        <translation>trop peu de paires jugées ont des scores de référence ou des étiquettes humaines</translation>
    </message>
    <message>
        <source>in the pairs with reference scores or human labels, length does not vary apart from quality</source>
        <translation>dans les paires avec scores de référence ou étiquettes humaines, la longueur ne varie pas indépendamment de la qualité</translation>
    </message>
</context>
<context>
    <name>ImportValidationText</name>
    <message>
        <source>Checking every record…</source>
        <translation>Vérification de chaque enregistrement…</translation>
    </message>
    <message>
        <source>Trying the import without saving it…</source>
        <translation>Essai de l’importation sans l’enregistrer…</translation>
    </message>
</context>
<context>
    <name>MethodNames</name>
    <message>
        <source>Soft Bradley–Terry (PoE-BT)</source>
        <translation>Bradley-Terry souple (PoE-BT)</translation>
    </message>
    <message>
        <source>Gaussian PoE</source>
        <translation>PoE gaussien</translation>
    </message>
    <message>
        <source>PoE, Φ link, Beta</source>
        <translation>PoE, lien Φ, bêta</translation>
    </message>
    <message>
        <source>PoE, Φ link, Gaussian</source>
        <translation>PoE, lien Φ, gaussien</translation>
    </message>
    <message>
        <source>Bradley–Terry (hard)</source>
        <translation>Bradley-Terry (strict)</translation>
    </message>
    <message>
        <source>Average probability</source>
        <translation>Probabilité moyenne</translation>
    </message>
    <message>
        <source>Win ratio</source>
        <translation>Ratio de victoires</translation>
    </message>
    <message>
        <source>ε-uncertainty</source>
        <translation>ε-incertitude</translation>
    </message>
    <message>
        <source>Probability of reordering</source>
        <translation>Probabilité de réordonnancement</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>Variance</translation>
    </message>
    <message>
        <source>Minimum uncertainty</source>
        <translation>Incertitude minimale</translation>
    </message>
    <message>
        <source>D-optimal</source>
        <translation>D-optimal</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Random, no repeats</source>
        <translation>Aléatoire, sans répétition</translation>
    </message>
    <message>
        <source>Symmetric random</source>
        <translation>Aléatoire symétrique</translation>
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
        <translation>taux de victoire</translation>
    </message>
    <message>
        <source>blue: row system preferred · orange: column system preferred</source>
        <translation>bleu&#xa0;: système de la ligne préféré · orange&#xa0;: système de la colonne préféré</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>Matrice des taux de victoire</translation>
    </message>
    <message>
        <source>Win rate of each pair of systems, 95 % intervals</source>
        <translation>Taux de victoire de chaque paire de systèmes, intervalles à 95&#xa0;%</translation>
    </message>
    <message>
        <source>Judge accuracy against the human labels, 95 % intervals</source>
        <translation>Précision des juges par rapport aux étiquettes humaines, intervalles à 95&#xa0;%</translation>
    </message>
    <message>
        <source>q0: how often the judge agreed with the humans when they preferred the first system of a pair; q1: the same when they preferred the second. Below the dashed 0.5 line a judge is worse than a coin.</source>
        <translation>q0&#xa0;: à quelle fréquence le juge était d’accord avec les humains quand ils préféraient le premier système d’une paire&#xa0;; q1&#xa0;: idem quand ils préféraient le second. Sous la ligne pointillée 0,5, un juge fait pire qu’une pièce à pile ou face.</translation>
    </message>
    <message>
        <source>Point: estimate · line: 95 % interval · dashed: 0.5 (a tie)</source>
        <translation>Point&#xa0;: estimation · trait&#xa0;: intervalle à 95&#xa0;% · pointillés&#xa0;: 0,5 (égalité)</translation>
    </message>
    <message>
        <source>P(first system preferred)</source>
        <translation>P(premier système préféré)</translation>
    </message>
    <message>
        <source>Blue: q0 (humans preferred the first system) · red: q1 (humans preferred the second)</source>
        <translation>Bleu&#xa0;: q0 (les humains préféraient le premier système) · rouge&#xa0;: q1 (ils préféraient le second)</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>précision</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (suite)</translation>
    </message>
    <message>
        <source>Cell: P(row system preferred over column system), %1 posterior mean</source>
        <translation>Cellule&#xa0;: P(système de la ligne préféré à celui de la colonne), moyenne a posteriori de %1</translation>
    </message>
    <message>
        <source>Each cell is the calibrated probability that the row system is preferred over the column system (the headline estimate: the pooled regression when the project has human labels, otherwise Dawid–Skene); systems are in ranking order.</source>
        <translation>Chaque cellule est la probabilité calibrée que le système de la ligne soit préféré à celui de la colonne (l’estimation principale&#xa0;: la régression groupée quand le projet a des étiquettes humaines, sinon Dawid-Skene)&#xa0;; les systèmes sont dans l’ordre du classement.</translation>
    </message>
    <message>
        <source>P(first system preferred) for each pair: the calibrated headline estimate of all judges and human labels (black; Dawid–Skene below it when the headline is the pooled regression), each judge&apos;s BWRS estimate (orange) and its raw observed win rate (grey). An interval that does not cross the dashed 0.5 line means one system is preferred with 95 % credibility.</source>
        <translation>P(premier système préféré) pour chaque paire&#xa0;: l’estimation principale calibrée de tous les juges et des étiquettes humaines (noir&#xa0;; Dawid-Skene en dessous quand l’estimation principale est la régression groupée), l’estimation BWRS de chaque juge (orange) et son taux de victoire observé brut (gris). Un intervalle qui ne croise pas la ligne pointillée à 0,5 signifie qu’un système est préféré avec 95 % de crédibilité.</translation>
    </message>
</context>
<context>
    <name>ReportExporter</name>
    <message>
        <source>Writing the HTML report…</source>
        <translation>Écriture du rapport HTML…</translation>
    </message>
    <message>
        <source>Writing the PDF report…</source>
        <translation>Écriture du rapport PDF…</translation>
    </message>
    <message>
        <source>Writing the JSON data…</source>
        <translation>Écriture des données JSON…</translation>
    </message>
    <message>
        <source>Writing the CSV tables…</source>
        <translation>Écriture des tableaux CSV…</translation>
    </message>
    <message>
        <source>Drawing the charts…</source>
        <translation>Dessin des graphiques…</translation>
    </message>
    <message>
        <source>no export format chosen</source>
        <translation>aucun format d’exportation choisi</translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation>le nom de fichier est vide</translation>
    </message>
    <message>
        <source>the file name “%1” must not contain a folder</source>
        <translation>le nom de fichier «&#xa0;%1&#xa0;» ne doit pas contenir de dossier</translation>
    </message>
    <message>
        <source>the folder “%1” does not exist</source>
        <translation>le dossier «&#xa0;%1&#xa0;» n’existe pas</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>could not make %1</source>
        <translation>impossible de créer %1</translation>
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
        <translation>   observé · %1</translation>
    </message>
    <message>
        <source>no human label for this side</source>
        <translation>pas d’étiquette humaine pour ce côté</translation>
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
        <translation>non estimé&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 vs %2 · %3</source>
        <translation>%1 contre %2 · %3</translation>
    </message>
    <message>
        <source>   Dawid–Skene · all judges</source>
        <translation>   Dawid-Skene · tous les juges</translation>
    </message>
</context>
<context>
    <name>ReportGathering</name>
    <message>
        <source>reading the project: %1</source>
        <translation>lecture du projet&#xa0;: %1</translation>
    </message>
    <message>
        <source>reading the contexts: %1</source>
        <translation>lecture des contextes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Estimating the win rates…</source>
        <translation>Estimation des taux de victoire…</translation>
    </message>
    <message>
        <source>Ranking context %1…</source>
        <translation>Classement du contexte %1…</translation>
    </message>
    <message>
        <source>Context %1: %2</source>
        <translation>Contexte %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>None.</source>
        <translation>Aucun.</translation>
    </message>
    <message>
        <source>Ranking not available: %1</source>
        <translation>Classement indisponible&#xa0;: %1</translation>
    </message>
    <message>
        <source>row preferred over column</source>
        <translation>ligne préférée à la colonne</translation>
    </message>
    <message>
        <source>average</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation>non estimé&#xa0;: %1</translation>
    </message>
    <message>
        <source>prior</source>
        <translation>a priori</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>juge</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>observé</translation>
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
        <translation>q0 (humains&#xa0;: premier)</translation>
    </message>
    <message>
        <source>agreed / labelled</source>
        <translation>d’accord / étiquetés</translation>
    </message>
    <message>
        <source>q1 (humans: second)</source>
        <translation>q1 (humains&#xa0;: second)</translation>
    </message>
    <message>
        <source>overall accuracy</source>
        <translation>précision globale</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>non mesuré</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>Matrice des taux de victoire</translation>
    </message>
    <message>
        <source>Pairs of systems</source>
        <translation>Paires de systèmes</translation>
    </message>
    <message>
        <source>Judge accuracy</source>
        <translation>Précision des juges</translation>
    </message>
    <message>
        <source>Judge bias</source>
        <translation>Biais des juges</translation>
    </message>
    <message>
        <source>Candidate rankings</source>
        <translation>Classements des candidats</translation>
    </message>
    <message>
        <source>Reproduction settings</source>
        <translation>Paramètres de reproduction</translation>
    </message>
    <message>
        <source>PairRank report: %1 — %2</source>
        <translation>Rapport PairRank&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <source>Created %1 (UTC) with PairRank %2 from %3.</source>
        <translation>Créé le %1 (UTC) avec PairRank %2 à partir de %3.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>indisponible</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rang</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>candidat</translation>
    </message>
    <message>
        <source>system</source>
        <translation>système</translation>
    </message>
    <message>
        <source>P(above next)</source>
        <translation>P(au-dessus du suivant)</translation>
    </message>
    <message>
        <source>judgements</source>
        <translation>jugements</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>référence</translation>
    </message>
    <message>
        <source>No judgement to measure the judges&apos; bias on.</source>
        <translation>Aucun jugement sur lequel mesurer le biais des juges.</translation>
    </message>
    <message>
        <source>Over every judgement of the criterion, all judges together; 95 % intervals.</source>
        <translation>Sur tous les jugements du critère, tous juges confondus&#xa0;; intervalles à 95&#xa0;%.</translation>
    </message>
    <message>
        <source>share of decisions for the first position (0.5: none)</source>
        <translation>part des décisions pour la première position (0,5&#xa0;: aucun)</translation>
    </message>
    <message>
        <source>home advantage δ of the first position (0: none)</source>
        <translation>avantage δ de la première position (0&#xa0;: aucun)</translation>
    </message>
    <message>
        <source>order consistency over pairs asked both ways (1: perfect)</source>
        <translation>cohérence d’ordre sur les paires posées dans les deux sens (1&#xa0;: parfaite)</translation>
    </message>
    <message>
        <source>diagnostic</source>
        <translation>diagnostic</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimation</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>comparaisons</translation>
    </message>
    <message>
        <source>No ranking could be computed.</source>
        <translation>Aucun classement n’a pu être calculé.</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>Contexte %1</translation>
    </message>
    <message>
        <source>%1 more contexts are in the CSV and JSON exports.</source>
        <translation>%1 autres contextes figurent dans les exports CSV et JSON.</translation>
    </message>
    <message>
        <source>Judges</source>
        <translation>Juges</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>backend</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modèle</translation>
    </message>
    <message>
        <source>prompt SHA-256</source>
        <translation>SHA-256 du prompt</translation>
    </message>
    <message>
        <source>Prompt of %1:</source>
        <translation>Prompt de %1&#xa0;:</translation>
    </message>
    <message>
        <source>Settings of %1:</source>
        <translation>Paramètres de %1&#xa0;:</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>run</source>
        <translation>exécution</translation>
    </message>
    <message>
        <source>label</source>
        <translation>libellé</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>stratégie</translation>
    </message>
    <message>
        <source>scoring model</source>
        <translation>modèle de score</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>graine</translation>
    </message>
    <message>
        <source>status</source>
        <translation>état</translation>
    </message>
    <message>
        <source>Configuration of run %1:</source>
        <translation>Configuration de l’exécution %1&#xa0;:</translation>
    </message>
    <message>
        <source>Estimators</source>
        <translation>Estimateurs</translation>
    </message>
    <message>
        <source>setting</source>
        <translation>paramètre</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>criterion</source>
        <translation>critère</translation>
    </message>
    <message>
        <source>interval level</source>
        <translation>niveau de l’intervalle</translation>
    </message>
    <message>
        <source>Dawid–Skene chains × draws, warm-up</source>
        <translation>Dawid-Skene chaînes × tirages, préchauffe</translation>
    </message>
    <message>
        <source>Dawid–Skene seed</source>
        <translation>graine Dawid-Skene</translation>
    </message>
    <message>
        <source>BWRS draws, out-of-range draws</source>
        <translation>tirages BWRS, tirages hors limites</translation>
    </message>
    <message>
        <source>BWRS seed</source>
        <translation>graine BWRS</translation>
    </message>
    <message>
        <source>ranking model, seed</source>
        <translation>modèle de classement, graine</translation>
    </message>
    <message>
        <source>judgements, human labels</source>
        <translation>jugements, étiquettes humaines</translation>
    </message>
    <message>
        <source>PairRank version</source>
        <translation>version de PairRank</translation>
    </message>
    <message>
        <source>created (UTC)</source>
        <translation>créé (UTC)</translation>
    </message>
    <message>
        <source>project file</source>
        <translation>fichier du projet</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>taux de victoire</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalle à 95&#xa0;%</translation>
    </message>
    <message>
        <source>based on</source>
        <translation>fondé sur</translation>
    </message>
    <message>
        <source>%1 items; %2 human labels, %3 of them for %4; prior: %5</source>
        <translation>%1 éléments&#xa0;; %2 étiquettes humaines, dont %3 pour %4&#xa0;; a priori&#xa0;: %5</translation>
    </message>
    <message>
        <source>all, with the humans</source>
        <translation>tous, avec les humains</translation>
    </message>
    <message>
        <source>%1 chains × %2 draws, R̂ %3</source>
        <translation>%1 chaînes × %2 tirages, R̂ %3</translation>
    </message>
    <message>
        <source>%1 of %2 judged items for %3</source>
        <translation>%1 sur %2 éléments jugés pour %3</translation>
    </message>
    <message>
        <source>%1 of %2 draws used</source>
        <translation>%1 sur %2 tirages utilisés</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>rank range</source>
        <translation>plage de rangs</translation>
    </message>
    <message>
        <source>judged</source>
        <translation>jugés</translation>
    </message>
    <message>
        <source>Scoring model %1, from the judges&apos; comparisons and the human labels of the criterion (skips left out); scores are centred to mean 0.</source>
        <translation>Modèle de score %1, à partir des comparaisons des juges et des étiquettes humaines du critère (paires passées exclues)&#xa0;; les scores sont centrés sur une moyenne de 0.</translation>
    </message>
    <message>
        <source>Scoring model %1, from the judges&apos; comparisons only; scores are centred to mean 0.</source>
        <translation>Modèle de score %1, à partir des seules comparaisons des juges&#xa0;; les scores sont centrés sur une moyenne de 0.</translation>
    </message>
    <message>
        <source>%1 comparisons by judges, %2 human labels used.</source>
        <translation>%1 comparaisons par des juges, %2 étiquettes humaines utilisées.</translation>
    </message>
    <message>
        <source>%1 comparisons by judges.</source>
        <translation>%1 comparaisons par des juges.</translation>
    </message>
    <message>
        <source>The judge&apos;s absolute ratings of %1 candidates are experts of this ranking too.</source>
        <translation>Les notes absolues du juge pour %1 candidats entrent aussi dans ce classement.</translation>
    </message>
    <message>
        <source>Win rate = P(first system preferred). Observed: the judge&apos;s raw share of wins. BWRS: Bayesian win-rate sampling, corrected by the judge&apos;s accuracy against the humans. Pooled regression: the human win rate over the pair&apos;s items, from one regression of the human labels on all judges&apos; verdicts across every pair. Dawid–Skene: all judges and human labels jointly, under the prior setting shown.</source>
        <translation>Taux de victoire = P(premier système préféré). Observé&#xa0;: la part brute de victoires selon le juge. BWRS&#xa0;: échantillonnage bayésien du taux de victoire, corrigé par la précision du juge face aux humains. Régression groupée&#xa0;: le taux de victoire humain sur les éléments de la paire, issu d’une régression des étiquettes humaines sur les verdicts de tous les juges à travers toutes les paires. Dawid-Skene&#xa0;: tous les juges et étiquettes humaines conjointement, avec le réglage de prior indiqué.</translation>
    </message>
    <message>
        <source>The matrix and the summary use the %1 estimates.</source>
        <translation>La matrice et le résumé utilisent les estimations de %1.</translation>
    </message>
    <message>
        <source>Pooled regression</source>
        <translation>Régression groupée</translation>
    </message>
    <message>
        <source>all, with the humans of every pair</source>
        <translation>tous, avec les humains de chaque paire</translation>
    </message>
    <message>
        <source>R̂ %1, effective draws %2</source>
        <translation>R̂ %1, tirages effectifs %2</translation>
    </message>
    <message>
        <source>λ %1, %2 human labels</source>
        <translation>λ %1, %2 étiquettes humaines</translation>
    </message>
    <message>
        <source>PPI++: prediction-powered inference, the human labels corrected by the judges&apos; verdicts on every item as far as the verdicts prove to help (λ); it needs a random sample of human labels.</source>
        <translation>PPI++&#xa0;: inférence assistée par prédiction, les étiquettes humaines corrigées par les verdicts des juges sur chaque élément, dans la mesure où ces verdicts s’avèrent utiles (λ)&#xa0;; elle demande un échantillon aléatoire d’étiquettes humaines.</translation>
    </message>
    <message>
        <source>PPI++</source>
        <translation>PPI++</translation>
    </message>
    <message>
        <source>pooled regression chains × draws kept, warm-up</source>
        <translation>régression groupée&#xa0;: chaînes × tirages gardés, préchauffe</translation>
    </message>
    <message>
        <source>pooled regression seed</source>
        <translation>graine de la régression groupée</translation>
    </message>
    <message>
        <source>length bias: slope of logit p per 1,000 characters, quality held fixed by reference scores or human labels (0: none)</source>
        <translation>biais de longueur&#xa0;: pente du logit p pour 1 000 caractères, à qualité fixée par les scores de référence ou les étiquettes humaines (0&#xa0;: aucun)</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>non mesuré&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 more candidates of this context are in the CSV and JSON exports.</source>
        <translation>%1 autres candidats de ce contexte figurent dans les exports CSV et JSON.</translation>
    </message>
</context>
<context>
    <name>ReportSummary</name>
    <message>
        <source>The %1 % interval lies above 50 %: %2 is preferred over %3 with at least %1 % credibility.</source>
        <translation>L’intervalle à %1&#xa0;% est au-dessus de 50&#xa0;%&#xa0;: %2 est préféré à %3 avec au moins %1&#xa0;% de crédibilité.</translation>
    </message>
    <message>
        <source>The %1 % interval lies below 50 %: %3 is preferred over %2 with at least %1 % credibility.</source>
        <translation>L’intervalle à %1&#xa0;% est en dessous de 50&#xa0;%&#xa0;: %3 est préféré à %2 avec au moins %1&#xa0;% de crédibilité.</translation>
    </message>
    <message>
        <source>The %1 % interval includes 50 %: the data cannot tell %2 and %3 apart with confidence.</source>
        <translation>L’intervalle à %1&#xa0;% contient 50&#xa0;%&#xa0;: les données ne permettent pas de départager %2 et %3 avec confiance.</translation>
    </message>
    <message numerus="yes">
        <source>Criterion “%1”: %n system(s) compared, from %2 LLM judgements and %3 human labels.</source>
        <translation>
            <numerusform>Critère «&#xa0;%1&#xa0;»&#xa0;: %n système comparé, à partir de %2 jugements de LLM et %3 étiquettes humaines.</numerusform>
            <numerusform>Critère «&#xa0;%1&#xa0;»&#xa0;: %n systèmes comparés, à partir de %2 jugements de LLM et %3 étiquettes humaines.</numerusform>
        </translation>
    </message>
    <message>
        <source>No ranking of the systems could be made.</source>
        <translation>Aucun classement des systèmes n’a pu être établi.</translation>
    </message>
    <message>
        <source>%1 ranks first: on average it is preferred in %2 % of comparisons against the systems it was compared with.</source>
        <translation>%1 est premier&#xa0;: en moyenne, il est préféré dans %2&#xa0;% des comparaisons avec les systèmes auxquels il a été comparé.</translation>
    </message>
    <message>
        <source>%1 ranks first.</source>
        <translation>%1 est premier.</translation>
    </message>
    <message>
        <source>%1 and %2: no calibrated win rate (see the warnings and the pair details).</source>
        <translation>%1 et %2&#xa0;: pas de taux de victoire calibré (voir les avertissements et le détail des paires).</translation>
    </message>
    <message>
        <source>%1 over %2: preferred in %3 % of comparisons (%4 % interval %5–%6 %), a margin of %7 percentage points over a tie. %8</source>
        <translation>%1 devant %2&#xa0;: préféré dans %3&#xa0;% des comparaisons (intervalle à %4&#xa0;%&#xa0;: %5–%6&#xa0;%), une marge de %7 points de pourcentage sur une égalité. %8</translation>
    </message>
    <message>
        <source>Judge %1 agreed with the human labels on %2 % of the %3 items both labelled.</source>
        <translation>Le juge %1 était d’accord avec les étiquettes humaines sur %2&#xa0;% des %3 éléments étiquetés par les deux.</translation>
    </message>
    <message>
        <source>Judge %1 has no item labelled by humans too: its accuracy is unknown.</source>
        <translation>Le juge %1 n’a aucun élément également étiqueté par des humains&#xa0;: sa précision est inconnue.</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) below qualify these numbers.</source>
        <translation>
            <numerusform>%n avertissement ci-dessous nuance ces chiffres.</numerusform>
            <numerusform>%n avertissements ci-dessous nuancent ces chiffres.</numerusform>
        </translation>
    </message>
    <message>
        <source>pooled regression</source>
        <translation>régression groupée</translation>
    </message>
    <message>
        <source>Dawid–Skene</source>
        <translation>Dawid-Skene</translation>
    </message>
    <message>
        <source>The win rates are the human win rates over each pair&apos;s items, estimated by the pooled regression of the human labels on all judges&apos; verdicts across the pairs.</source>
        <translation>Les taux de victoire sont les taux humains sur les éléments de chaque paire, estimés par la régression groupée des étiquettes humaines sur les verdicts de tous les juges à travers les paires.</translation>
    </message>
    <message>
        <source>The win rates are the joint Dawid–Skene estimates of all judges and human labels.</source>
        <translation>Les taux de victoire sont les estimations conjointes de Dawid-Skene de tous les juges et étiquettes humaines.</translation>
    </message>
    <message>
        <source>Criterion “%1”: no win rates, because %2. Below, each judge&apos;s agreement with the people on the pairs of texts both judged (%3 LLM judgements, %4 human labels); the first text of a pair is the one imported first.</source>
        <extracomment>%1: the criterion; %2: why, e.g. &quot;no candidate names the system that wrote it …&quot;</extracomment>
        <translation>Critère «&#xa0;%1&#xa0;»&#xa0;: pas de taux de victoire, car %2. Ci-dessous, l’accord de chaque juge avec les personnes sur les paires de textes jugées par les deux (%3 jugements de LLM, %4 étiquettes humaines)&#xa0;; le premier texte d’une paire est celui importé en premier.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Ranking texts with pairwise comparisons by LLM judges and people.</source>
        <translation>Classer des textes par comparaisons par paires, par des juges LLM et des personnes.</translation>
    </message>
    <message>
        <source>Open the demo project, start a run, save every tab as &lt;folder&gt;/&lt;tab&gt;.png and quit.</source>
        <translation>Ouvrir le projet de démonstration, lancer une exécution, enregistrer chaque onglet en &lt;folder&gt;/&lt;tab&gt;.png et quitter.</translation>
    </message>
    <message>
        <source>The project file or server address (postgresql://…) to open (default: the last one, or the demo project on first start).</source>
        <translation>Le fichier de projet ou l’adresse du serveur (postgresql://…) à ouvrir (par défaut&#xa0;: le dernier ouvert, ou le projet de démonstration au premier démarrage).</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AboutDialog</name>
    <message>
        <source>About PairRank</source>
        <translation>À propos de PairRank</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PairRank %1&lt;/h3&gt;&lt;p&gt;Ranking texts with pairwise comparisons by LLM judges and people.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PairRank %1&lt;/h3&gt;&lt;p&gt;Classer des textes par comparaisons par paires, par des juges LLM et des personnes.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Demo data provenance</source>
        <translation>Provenance des données de démonstration</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo project data&lt;/b&gt;</source>
        <translation>&lt;b&gt;Données du projet de démonstration&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AgreementTableModel</name>
    <message>
        <source>Annotator</source>
        <translation>Annotateur</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Comparé à</translation>
    </message>
    <message>
        <source>Shared pairs</source>
        <translation>Paires communes</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Accord</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>κ de Cohen</translation>
    </message>
    <message>
        <source>judge “%1”</source>
        <translation>juge «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AnnotateTab</name>
    <message numerus="yes">
        <source>Fleiss&apos; κ over %n pair(s) labelled by every annotator: %1</source>
        <translation>
            <numerusform>κ de Fleiss sur %n paire étiquetée par chaque annotateur&#xa0;: %1</numerusform>
            <numerusform>κ de Fleiss sur %n paires étiquetées par chaque annotateur&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Fleiss&apos; κ: %1</source>
        <translation>κ de Fleiss&#xa0;: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Annotateur</translation>
    </message>
    <message>
        <source>Your name: every label is stored with it</source>
        <translation>Votre nom&#xa0;: chaque étiquette est enregistrée avec lui</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Critère</translation>
    </message>
    <message>
        <source>Where the next pair comes from</source>
        <translation>D’où vient la paire suivante</translation>
    </message>
    <message>
        <source>Most uncertain for the ranking</source>
        <translation>La plus incertaine pour le classement</translation>
    </message>
    <message>
        <source>Most useful to calibrate the judge</source>
        <translation>La plus utile pour calibrer le juge</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Target number of labels</source>
        <translation>Nombre d’étiquettes visé</translation>
    </message>
    <message>
        <source>Labels against the target</source>
        <translation>Étiquettes par rapport à l’objectif</translation>
    </message>
    <message>
        <source>%v of %m labels</source>
        <translation>%v sur %m étiquettes</translation>
    </message>
    <message>
        <source>Criterion:</source>
        <translation>Critère&#xa0;:</translation>
    </message>
    <message>
        <source>Next pair:</source>
        <translation>Paire suivante&#xa0;:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Objectif&#xa0;:</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <source>Text A, on the left</source>
        <translation>Texte A, à gauche</translation>
    </message>
    <message>
        <source>Text B, on the right</source>
        <translation>Texte B, à droite</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Accord</translation>
    </message>
    <message>
        <source>Agreement of the annotators and the judge</source>
        <translation>Accord des annotateurs et du juge</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>&amp;A is better</source>
        <translation>&amp;A est meilleur</translation>
    </message>
    <message>
        <source>&amp;Tie: equally good</source>
        <translation>Égalité (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;B is better</source>
        <translation>&amp;B est meilleur</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>Passer (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Undo last label</source>
        <translation>Annuler la dernière étiquette (&amp;U)</translation>
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
        <translation>Ouvrez un projet pour annoter.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; (press A if this one is better)</source>
        <translation>&lt;b&gt;A&lt;/b&gt; (appuyez sur A s’il est meilleur)</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; (press B if this one is better)</source>
        <translation>&lt;b&gt;B&lt;/b&gt; (appuyez sur B s’il est meilleur)</translation>
    </message>
    <message>
        <source>Why this pair: %1</source>
        <translation>Pourquoi cette paire&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 of %2 labels</source>
        <translation>%1 sur %2 étiquettes</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Type your name here to start&lt;/b&gt; (every label is stored with it), then press Enter.</source>
        <translation>&lt;b&gt;Saisissez votre nom ici pour commencer&lt;/b&gt; (chaque étiquette est enregistrée avec lui), puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Annotator name needed</source>
        <translation>Nom d’annotateur requis</translation>
    </message>
    <message>
        <source>A&amp;nnotator:</source>
        <translation>Ann&amp;otateur&#xa0;:</translation>
    </message>
    <message>
        <source>Annotation status</source>
        <translation>État de l’annotation</translation>
    </message>
    <message>
        <source>Type your name in the Annotator field above to start labelling.</source>
        <translation>Saisissez votre nom dans le champ Annotateur ci-dessus pour commencer à étiqueter.</translation>
    </message>
    <message>
        <source>This project has no criterion yet, so there is nothing to label under. Add a criterion (what “better” means) first, for instance with a judge&apos;s prompt under Judges…, then come back.</source>
        <translation>Ce projet n’a pas encore de critère&#xa0;: il n’y a donc rien sous quoi étiqueter. Ajoutez d’abord un critère (ce que «&#xa0;meilleur&#xa0;» signifie), par exemple avec le prompt d’un juge dans Juges…, puis revenez.</translation>
    </message>
    <message>
        <source>Looking for a pair to label…</source>
        <translation>Recherche d’une paire à étiqueter…</translation>
    </message>
    <message>
        <source>No pair left to label: every pair from this source is labelled. Choose another source or criterion.</source>
        <translation>Plus aucune paire à étiqueter&#xa0;: toutes les paires de cette source sont étiquetées. Choisissez une autre source ou un autre critère.</translation>
    </message>
    <message>
        <source>Pairs a run asks people about</source>
        <translation>Paires sur lesquelles une exécution interroge les personnes</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CalibrationTab</name>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Estimates per pair of systems and judge (95 % intervals)</source>
        <translation>Estimations par paire de systèmes et par juge (intervalles à 95&#xa0;%)</translation>
    </message>
    <message>
        <source>Estimates</source>
        <translation>Estimations</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Critère</translation>
    </message>
    <message>
        <source>Prior setting</source>
        <translation>Réglage de l’a priori</translation>
    </message>
    <message>
        <source>How the judge&apos;s accuracy is learnt (paper 004 §4.3): from this pair&apos;s human labels, from the most similar other pair, or not at all</source>
        <translation>Comment la précision du juge est apprise (article 004 §4.3)&#xa0;: à partir des étiquettes humaines de cette paire, de la paire la plus proche, ou pas du tout</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>In-distribution (this pair&apos;s labels)</source>
        <translation>Dans la distribution (étiquettes de cette paire)</translation>
    </message>
    <message>
        <source>Out-of-distribution (closest pair)</source>
        <translation>Hors distribution (paire la plus proche)</translation>
    </message>
    <message>
        <source>No prior (no human labels)</source>
        <translation>Sans a priori (aucune étiquette humaine)</translation>
    </message>
    <message>
        <source>Re&amp;compute</source>
        <translation>Re&amp;calculer</translation>
    </message>
    <message>
        <source>Compute the report again from the project&apos;s current labels</source>
        <translation>Recalculer le rapport à partir des étiquettes actuelles du projet</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Exporter le rapport…</translation>
    </message>
    <message>
        <source>Computing the report</source>
        <translation>Calcul du rapport</translation>
    </message>
    <message>
        <source>C&amp;riterion:</source>
        <translation>C&amp;ritère&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Prior:</source>
        <translation>A &amp;priori&#xa0;:</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>Matrice des taux de victoire</translation>
    </message>
    <message>
        <source>Systems ranking</source>
        <translation>Classement des systèmes</translation>
    </message>
    <message>
        <source>Judge accuracy against the humans</source>
        <translation>Précision des juges par rapport aux humains</translation>
    </message>
    <message>
        <source>Judge accuracy</source>
        <translation>Précision des juges</translation>
    </message>
    <message>
        <source>Judge bias</source>
        <translation>Biais des juges</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>Open a project to see its calibrated win rates.</source>
        <translation>Ouvrez un projet pour voir ses taux de victoire calibrés.</translation>
    </message>
    <message>
        <source>%1. %2 — average win rate %3</source>
        <translation>%1. %2 — taux de victoire moyen %3</translation>
    </message>
    <message>
        <source>%1. %2 — not compared</source>
        <translation>%1. %2 — non comparé</translation>
    </message>
    <message>
        <source>Best system: %1, preferred in %2 of its comparisons on average (calibrated).</source>
        <translation>Meilleur système&#xa0;: %1, préféré en moyenne dans %2 de ses comparaisons (calibré).</translation>
    </message>
    <message>
        <source>Chooses the first position: %1</source>
        <translation>Choisit la première position&#xa0;: %1</translation>
    </message>
    <message>
        <source>Same winner in both orders: %1</source>
        <translation>Même gagnant dans les deux ordres&#xa0;: %1</translation>
    </message>
    <message>
        <source>No judgements to diagnose.</source>
        <translation>Aucun jugement à diagnostiquer.</translation>
    </message>
    <message>
        <source>None: every pair has enough human labels and usable judges.</source>
        <translation>Aucun&#xa0;: chaque paire a assez d’étiquettes humaines et de juges utilisables.</translation>
    </message>
    <message>
        <source>%1 and %2 of “%3”.</source>
        <comment>human labels and judgements of a criterion</comment>
        <translation>%1 et %2 de «&#xa0;%3&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <source>%n human label(s)</source>
        <translation>
            <numerusform>%n étiquette humaine</numerusform>
            <numerusform>%n étiquettes humaines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s)</source>
        <translation>
            <numerusform>%n jugement</numerusform>
            <numerusform>%n jugements</numerusform>
        </translation>
    </message>
    <message>
        <source>No calibrated report yet: %1</source>
        <translation>Pas encore de rapport calibré&#xa0;: %1</translation>
    </message>
    <message>
        <source>The criterion whose win rates are shown</source>
        <translation>Le critère dont les taux de victoire sont affichés</translation>
    </message>
    <message>
        <source>The win rates, judge accuracies and warnings below are computed from the judgements and human labels of this criterion only.</source>
        <translation>Les taux de victoire, les précisions des juges et les avertissements ci-dessous sont calculés uniquement à partir des jugements et des étiquettes humaines de ce critère.</translation>
    </message>
    <message>
        <source>The calibrated estimates correct the judge by its accuracy against the human labels. In-distribution uses the labels of the same pair of systems; out-of-distribution borrows them from the closest other pair; no prior uses none. Automatic picks what the labels allow.</source>
        <translation>Les estimations calibrées corrigent le juge selon sa précision par rapport aux étiquettes humaines. «&#xa0;Dans la distribution&#xa0;» utilise les étiquettes de la même paire de systèmes&#xa0;; «&#xa0;Hors distribution&#xa0;» les emprunte à la paire la plus proche&#xa0;; «&#xa0;Sans a priori&#xa0;» n’en utilise aucune. «&#xa0;Automatique&#xa0;» choisit ce que les étiquettes permettent.</translation>
    </message>
    <message>
        <source>The computation was cancelled. Press Recompute to compute the report.</source>
        <translation>Le calcul a été annulé. Appuyez sur Recalculer pour calculer le rapport.</translation>
    </message>
    <message>
        <source>Win rates (%1): P(row system preferred over column system)</source>
        <translation>Taux de victoire (%1)&#xa0;: P(système de la ligne préféré à celui de la colonne)</translation>
    </message>
    <message>
        <source>Length bias beyond quality (logit per 1,000 characters): %1</source>
        <translation>Biais de longueur au-delà de la qualité (logit pour 1 000 caractères)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Length bias: not measured; %1.</source>
        <extracomment>%1: why, e.g. &quot;too few judged pairs have reference scores or human labels&quot;</extracomment>
        <translation>Biais de longueur&#xa0;: non mesuré&#xa0;; %1.</translation>
    </message>
    <message>
        <source>The report appears here once the project has a criterion and judgements.</source>
        <translation>Le rapport apparaît ici dès que le projet a un critère et des jugements.</translation>
    </message>
    <message>
        <source>No win rates: %1. The judges&apos; accuracy is over the pairs people labelled, the text imported first as the first.</source>
        <extracomment>%1: why, e.g. &quot;no candidate names the system that wrote it …&quot;</extracomment>
        <translation>Pas de taux de victoire&#xa0;: %1. La précision des juges porte sur les paires étiquetées par des personnes, le texte importé en premier étant le premier.</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Aucun.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidateJudgementsModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>refusé</translation>
    </message>
    <message>
        <source>tie (%1)</source>
        <translation>égalité (%1)</translation>
    </message>
    <message>
        <source>first</source>
        <translation>premier</translation>
    </message>
    <message>
        <source>second</source>
        <translation>second</translation>
    </message>
    <message>
        <source>No answer to use: this attempt is not part of the ranking.</source>
        <translation>Aucune réponse utilisable&#xa0;: cette tentative ne compte pas dans le classement.</translation>
    </message>
    <message>
        <source>Probability that this candidate is better than %1</source>
        <translation>Probabilité que ce candidat soit meilleur que %1</translation>
    </message>
    <message>
        <source>Judged %1</source>
        <translation>Jugé le %1</translation>
    </message>
    <message>
        <source>The probability that this candidate is better, as the judge answered; or why the attempt gave no answer</source>
        <translation>La probabilité que ce candidat soit meilleur, selon la réponse du juge&#xa0;; ou la raison pour laquelle la tentative n’a donné aucune réponse</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Critère</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juge</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidateTableModel</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Reference %1</source>
        <translation>Référence %1</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidatesTab</name>
    <message>
        <source>&amp;Import Candidates…</source>
        <translation>&amp;Importer des candidats…</translation>
    </message>
    <message>
        <source>Context filter</source>
        <translation>Filtre de contexte</translation>
    </message>
    <message>
        <source>System filter</source>
        <translation>Filtre de système</translation>
    </message>
    <message>
        <source>Search text and ids</source>
        <translation>Rechercher dans les textes et les ids</translation>
    </message>
    <message>
        <source>Search candidates</source>
        <translation>Rechercher des candidats</translation>
    </message>
    <message>
        <source>Import candidates</source>
        <translation>Importer des candidats</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>Contexte&#xa0;:</translation>
    </message>
    <message>
        <source>System:</source>
        <translation>Système&#xa0;:</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Candidats</translation>
    </message>
    <message>
        <source>Candidate text</source>
        <translation>Texte du candidat</translation>
    </message>
    <message>
        <source>Select a candidate to read its full text.</source>
        <translation>Sélectionnez un candidat pour lire son texte complet.</translation>
    </message>
    <message>
        <source>All contexts</source>
        <translation>Tous les contextes</translation>
    </message>
    <message>
        <source>All systems</source>
        <translation>Tous les systèmes</translation>
    </message>
    <message>
        <source>(no system)</source>
        <translation>(aucun système)</translation>
    </message>
    <message>
        <source>Could not load candidates: %1</source>
        <translation>Impossible de charger les candidats&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n candidat</numerusform>
            <numerusform>%n candidats</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 candidates loaded; scroll for more</source>
        <translation>%1 candidats chargés&#xa0;; faites défiler pour plus</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ConnectServerDialog</name>
    <message>
        <source>Or the parts</source>
        <translation>Ou les éléments</translation>
    </message>
    <message>
        <source>Connect to Server</source>
        <translation>Se connecter à un serveur</translation>
    </message>
    <message>
        <source>Connection URI or service name</source>
        <translation>URI de connexion ou nom de service</translation>
    </message>
    <message>
        <source>A postgresql:// address as psql takes it, or the name of a service in pg_service.conf</source>
        <translation>Une adresse postgresql:// comme psql l’accepte, ou le nom d’un service de pg_service.conf</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>local socket</source>
        <translation>socket local</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Base de données</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>votre nom de connexion</translation>
    </message>
    <message>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <source>Prefer TLS</source>
        <translation>TLS de préférence</translation>
    </message>
    <message>
        <source>Require TLS</source>
        <translation>Exiger TLS</translation>
    </message>
    <message>
        <source>Require TLS and verify the server</source>
        <translation>Exiger TLS et vérifier le serveur</translation>
    </message>
    <message>
        <source>No TLS</source>
        <translation>Sans TLS</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de données&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>&amp;TLS&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>No password here: it comes from ~/.pgpass, the service file or PGPASSWORD, or PairRank asks for it and forgets it when it quits.</source>
        <translation>Pas de mot de passe ici&#xa0;: il vient de ~/.pgpass, du fichier de services ou de PGPASSWORD, ou PairRank le demande et l’oublie en quittant.</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>Se co&amp;nnecter</translation>
    </message>
    <message>
        <source>Type a postgresql:// address or a service name.</source>
        <translation>Saisissez une adresse postgresql:// ou un nom de service.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ConvergenceChart</name>
    <message>
        <source>Convergence</source>
        <translation>Convergence</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>Comparaisons</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>ρ de Spearman</translation>
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
        <translation>%1 (non enregistré)</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n judgement(s); its prompt is fixed</source>
        <translation>
            <numerusform>Utilisé par %n jugement&#xa0;; son prompt est figé</numerusform>
            <numerusform>Utilisé par %n jugements&#xa0;; son prompt est figé</numerusform>
        </translation>
    </message>
    <message>
        <source>Not used by any judgement yet; its prompt can be changed</source>
        <translation>Utilisé par aucun jugement pour l’instant&#xa0;; son prompt peut être modifié</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::EndpointTableModel</name>
    <message>
        <source>in service</source>
        <translation>en service</translation>
    </message>
    <message>
        <source>taken out</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Requests at a server now, of the most it may have at once.</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requêtes</translation>
    </message>
    <message>
        <source>Answers/s</source>
        <translation>Réponses/s</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Taken out</source>
        <translation>Retraits</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ExportReportDialog</name>
    <message>
        <source>Export report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nom de fichier</translation>
    </message>
    <message>
        <source>Every file starts with this name, e.g. name.html, name.pdf, name-pairs.csv, name-win-rate-matrix.png.</source>
        <translation>Chaque fichier commence par ce nom, p. ex. nom.html, nom.pdf, nom-pairs.csv, nom-win-rate-matrix.png.</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nom de fichier&#xa0;:</translation>
    </message>
    <message>
        <source>HTML report (charts embedded)</source>
        <translation>Rapport HTML (graphiques intégrés)</translation>
    </message>
    <message>
        <source>PDF report</source>
        <translation>Rapport PDF</translation>
    </message>
    <message>
        <source>CSV tables (pairs, matrix, accuracy, rankings)</source>
        <translation>Tableaux CSV (paires, matrice, précision, classements)</translation>
    </message>
    <message>
        <source>JSON data (described by report.schema.json)</source>
        <translation>Données JSON (décrites par report.schema.json)</translation>
    </message>
    <message>
        <source>Charts as PNG</source>
        <translation>Graphiques en PNG</translation>
    </message>
    <message>
        <source>Charts as SVG</source>
        <translation>Graphiques en SVG</translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation>Formats&#xa0;:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Export the report to</source>
        <translation>Exporter le rapport vers</translation>
    </message>
    <message>
        <source>Enter a file name.</source>
        <translation>Saisissez un nom de fichier.</translation>
    </message>
    <message>
        <source>The file name must not contain a folder.</source>
        <translation>Le nom de fichier ne doit pas contenir de dossier.</translation>
    </message>
    <message>
        <source>Choose at least one format.</source>
        <translation>Choisissez au moins un format.</translation>
    </message>
    <message>
        <source>Replace files?</source>
        <translation>Remplacer les fichiers&#xa0;?</translation>
    </message>
    <message>
        <source>These files exist and will be replaced:
%1</source>
        <translation>Ces fichiers existent et seront remplacés&#xa0;:
%1</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Browse for the folder</source>
        <translation>Rechercher le dossier</translation>
    </message>
    <message>
        <source>Enter a folder.</source>
        <translation>Saisissez un dossier.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 est un fichier, pas un dossier.</translation>
    </message>
    <message>
        <source>The folder does not exist yet; Export offers to create it.</source>
        <translation>Le dossier n’existe pas encore&#xa0;; Exporter proposera de le créer.</translation>
    </message>
    <message>
        <source>Create the folder?</source>
        <translation>Créer le dossier&#xa0;?</translation>
    </message>
    <message>
        <source>The folder %1 does not exist. Create it and export there?</source>
        <translation>Le dossier %1 n’existe pas. Le créer et y exporter&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Créer</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>Le dossier %1 n’a pas pu être créé.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::FailureLogModel</name>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>A failed pair in the run&apos;s failure log: candidate shown first, then second.</extracomment>
        <translation>%1 contre %2</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::HelpBrowser</name>
    <message>
        <source>User guide</source>
        <translation>Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>Guide page</source>
        <translation>Page du guide</translation>
    </message>
    <message>
        <source>Find in page</source>
        <translation>Rechercher dans la page</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>S&amp;ommaire</translation>
    </message>
    <message>
        <source>The guide&apos;s table of contents</source>
        <translation>La table des matières du guide</translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation>&amp;Méthodes</translation>
    </message>
    <message>
        <source>The scoring models, selection strategies and estimators explained</source>
        <translation>Les modèles de score, les stratégies de sélection et les estimateurs expliqués</translation>
    </message>
    <message>
        <source>PairRank User Guide</source>
        <translation>Guide de l’utilisateur de PairRank</translation>
    </message>
    <message>
        <source>%1 — PairRank User Guide</source>
        <translation>%1 — Guide de l’utilisateur de PairRank</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::HumanLabelCommand</name>
    <message>
        <source>Label %1</source>
        <translation>Étiquette %1</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>passer</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportFilePage</name>
    <message>
        <source>Choose a file</source>
        <translation>Choisir un fichier</translation>
    </message>
    <message>
        <source>Candidates are read from CSV, TSV or JSON Lines files in UTF-8.</source>
        <translation>Les candidats sont lus depuis des fichiers CSV, TSV ou JSON Lines en UTF-8.</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Fichier à importer</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>Format du fichier</translation>
    </message>
    <message>
        <source>Automatic (from the file name)</source>
        <translation>Automatique (d’après le nom)</translation>
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
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Browse for the file</source>
        <translation>Rechercher le fichier</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier&#xa0;:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat&#xa0;:</translation>
    </message>
    <message>
        <source>Import Candidates</source>
        <translation>Importer des candidats</translation>
    </message>
    <message>
        <source>Candidate files (*.csv *.tsv *.tab *.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>Fichiers de candidats (*.csv *.tsv *.tab *.jsonl *.ndjson *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Le fichier %1 n’existe pas.</translation>
    </message>
    <message>
        <source>Choose the format: %1</source>
        <translation>Choisissez le format&#xa0;: %1</translation>
    </message>
    <message>
        <source>The CSV, TSV or JSON Lines file to import</source>
        <translation>Le fichier CSV, TSV ou JSON Lines à importer</translation>
    </message>
    <message>
        <source>A UTF-8 file with one candidate per row (CSV, TSV) or per line (JSON Lines). Nothing is imported before the last page has checked every record.</source>
        <translation>Un fichier UTF-8 avec un candidat par ligne (CSV, TSV) ou par ligne de texte (JSON Lines). Rien n’est importé avant que la dernière page ait vérifié chaque enregistrement.</translation>
    </message>
    <message>
        <source>How the file is read</source>
        <translation>Comment le fichier est lu</translation>
    </message>
    <message>
        <source>Automatic reads the format from the file name&apos;s ending (.csv, .tsv, .jsonl); choose it here for a file named otherwise.</source>
        <translation>«&#xa0;Automatique&#xa0;» déduit le format de la fin du nom de fichier (.csv, .tsv, .jsonl)&#xa0;; choisissez-le ici pour un fichier nommé autrement.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportMappingPage</name>
    <message>
        <source>Map the columns</source>
        <translation>Associer les colonnes</translation>
    </message>
    <message>
        <source>Say which column holds what. The table shows the file&apos;s first rows.</source>
        <translation>Indiquez quelle colonne contient quoi. Le tableau montre les premières lignes du fichier.</translation>
    </message>
    <message>
        <source>Candidate id column</source>
        <translation>Colonne de l’id du candidat</translation>
    </message>
    <message>
        <source>Text column</source>
        <translation>Colonne du texte</translation>
    </message>
    <message>
        <source>Context id column</source>
        <translation>Colonne de l’id du contexte</translation>
    </message>
    <message>
        <source>Context for every row</source>
        <translation>Contexte pour chaque ligne</translation>
    </message>
    <message>
        <source>Context text column</source>
        <translation>Colonne du texte du contexte</translation>
    </message>
    <message>
        <source>System column</source>
        <translation>Colonne du système</translation>
    </message>
    <message>
        <source>Reference score columns</source>
        <translation>Colonnes des scores de référence</translation>
    </message>
    <message>
        <source>Preview of the first rows</source>
        <translation>Aperçu des premières lignes</translation>
    </message>
    <message>
        <source>Candidate &amp;id:</source>
        <translation>&amp;Id du candidat&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Texte&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Context id:</source>
        <translation>Id du &amp;contexte&#xa0;:</translation>
    </message>
    <message>
        <source>Context for rows &amp;without one:</source>
        <translation>Contexte des lignes &amp;sans contexte&#xa0;:</translation>
    </message>
    <message>
        <source>Context te&amp;xt:</source>
        <translation>Te&amp;xte du contexte&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation>S&amp;ystème&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Reference scores:</source>
        <translation>Scores de &amp;référence&#xa0;:</translation>
    </message>
    <message>
        <source>Reading the first rows…</source>
        <translation>Lecture des premières lignes…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) of the file.</source>
        <translation>
            <numerusform>La première ligne du fichier (%n ligne).</numerusform>
            <numerusform>Les %n premières lignes du fichier.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>Le fichier ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Only the first %n row(s) can be read: %1</source>
        <translation>
            <numerusform>Seule %n ligne (la première) peut être lue&#xa0;: %1</numerusform>
            <numerusform>Seules les %n premières lignes peuvent être lues&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The column with each candidate&apos;s unique id</source>
        <translation>La colonne contenant l’id unique de chaque candidat</translation>
    </message>
    <message>
        <source>Every candidate needs an id that no other row of the file and no candidate of the project has; a row without one, or with an id used already, is refused.</source>
        <translation>Chaque candidat doit avoir un id qu’aucune autre ligne du fichier ni aucun candidat du projet ne possède&#xa0;; une ligne sans id, ou avec un id déjà utilisé, est refusée.</translation>
    </message>
    <message>
        <source>The column with the text to be compared</source>
        <translation>La colonne contenant le texte à comparer</translation>
    </message>
    <message>
        <source>The text the judges and annotators read; another column than the id. An empty text is kept (a model&apos;s empty answer is a candidate too).</source>
        <translation>Le texte que lisent les juges et les annotateurs&#xa0;; une autre colonne que celle de l’id. Un texte vide est conservé (la réponse vide d’un modèle est aussi un candidat).</translation>
    </message>
    <message>
        <source>The column that groups candidates (optional)</source>
        <translation>La colonne qui regroupe les candidats (facultative)</translation>
    </message>
    <message>
        <source>Candidates are only compared within their context, e.g. the summaries of one article. (none): every row gets the context below.</source>
        <translation>Les candidats ne sont comparés qu’au sein de leur contexte, p. ex. les résumés d’un même article. (aucune)&#xa0;: chaque ligne reçoit le contexte ci-dessous.</translation>
    </message>
    <message>
        <source>The context of rows that name none</source>
        <translation>Le contexte des lignes qui n’en indiquent aucun</translation>
    </message>
    <message>
        <source>The context id every row gets when no context id column is chosen: all candidates are then compared with each other.</source>
        <translation>L’id de contexte que reçoit chaque ligne lorsqu’aucune colonne d’id de contexte n’est choisie&#xa0;: tous les candidats sont alors comparés entre eux.</translation>
    </message>
    <message>
        <source>The column with the context&apos;s text (optional)</source>
        <translation>La colonne contenant le texte du contexte (facultative)</translation>
    </message>
    <message>
        <source>E.g. the article that was summarised or the question that was answered; it is shown to the judge with each pair.</source>
        <translation>P. ex. l’article résumé ou la question à laquelle on a répondu&#xa0;; il est montré au juge avec chaque paire.</translation>
    </message>
    <message>
        <source>The column naming what produced each text (optional)</source>
        <translation>La colonne indiquant ce qui a produit chaque texte (facultative)</translation>
    </message>
    <message>
        <source>The model or author of each candidate; the Calibration tab compares systems by their win rates.</source>
        <translation>Le modèle ou l’auteur de chaque candidat&#xa0;; l’onglet Calibration compare les systèmes par leurs taux de victoire.</translation>
    </message>
    <message>
        <source>Numeric columns to keep as reference scores</source>
        <translation>Colonnes numériques à conserver comme scores de référence</translation>
    </message>
    <message>
        <source>Scores known beforehand, e.g. human ratings: the Ranking tab and the simulated judge can use them. Only numeric columns are offered.</source>
        <translation>Des scores connus à l’avance, p. ex. des notes humaines&#xa0;: l’onglet Classement et le juge simulé peuvent les utiliser. Seules les colonnes numériques sont proposées.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportValidationPage</name>
    <message>
        <source>Check before importing</source>
        <translation>Vérifier avant d’importer</translation>
    </message>
    <message>
        <source>Every record is checked; nothing is written until you press Import.</source>
        <translation>Chaque enregistrement est vérifié&#xa0;; rien n’est écrit avant que vous cliquiez sur Importer.</translation>
    </message>
    <message>
        <source>Problems found</source>
        <translation>Problèmes trouvés</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Checking the file</source>
        <translation>Vérification du fichier</translation>
    </message>
    <message>
        <source>The check was cancelled. Go back and forth to check again.</source>
        <translation>La vérification a été annulée. Revenez en arrière puis avancez pour vérifier à nouveau.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) checked; no problem found. Press Import to import them.</source>
        <translation>
            <numerusform>%n enregistrement vérifié&#xa0;; aucun problème. Cliquez sur Importer pour l’importer.</numerusform>
            <numerusform>%n enregistrements vérifiés&#xa0;; aucun problème. Cliquez sur Importer pour les importer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n problem(s) found; the first ones are listed.</source>
        <translation>
            <numerusform>Plus de %n problème trouvé&#xa0;; les premiers sont listés.</numerusform>
            <numerusform>Plus de %n problèmes trouvés&#xa0;; les premiers sont listés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>%n problème trouvé.</numerusform>
            <numerusform>%n problèmes trouvés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing will be imported until the file is corrected.</source>
        <translation>Rien ne sera importé tant que le fichier n’est pas corrigé.</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n record(s)…</source>
        <translation>
            <numerusform>Importation de %n enregistrement…</numerusform>
            <numerusform>Importation de %n enregistrements…</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing candidates</source>
        <translation>Importation des candidats</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>L’importation a été annulée&#xa0;; rien n’a été importé.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Rien n’a été importé.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportWizard</name>
    <message>
        <source>Import Candidates</source>
        <translation>Importer des candidats</translation>
    </message>
    <message>
        <source>Import candidates</source>
        <translation>Importer des candidats</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JobProgressBar</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop this computation</source>
        <translation>Arrêter ce calcul</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeAccuracyModel</name>
    <message>
        <source>No human label preferred this side, so this accuracy is not measured.</source>
        <translation>Aucune étiquette humaine n’a préféré ce côté&#xa0;: cette précision n’est donc pas mesurée.</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juge</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>The judge configuration</source>
        <translation>La configuration du juge</translation>
    </message>
    <message>
        <source>n0</source>
        <translation>n0</translation>
    </message>
    <message>
        <source>n0: human labels that preferred the first system of the pair</source>
        <translation>n0&#xa0;: étiquettes humaines qui ont préféré le premier système de la paire</translation>
    </message>
    <message>
        <source>q0</source>
        <translation>q0</translation>
    </message>
    <message>
        <source>q0: how often the judge agreed on the items people gave to the first system (mean [95 % interval])</source>
        <translation>q0&#xa0;: à quelle fréquence le juge a été d’accord sur les éléments que les personnes ont attribués au premier système (moyenne [intervalle à 95 %])</translation>
    </message>
    <message>
        <source>n1</source>
        <translation>n1</translation>
    </message>
    <message>
        <source>n1: human labels that preferred the second system of the pair</source>
        <translation>n1&#xa0;: étiquettes humaines qui ont préféré le second système de la paire</translation>
    </message>
    <message>
        <source>q1</source>
        <translation>q1</translation>
    </message>
    <message>
        <source>q1: how often the judge agreed on the items people gave to the second system (mean [95 % interval])</source>
        <translation>q1&#xa0;: à quelle fréquence le juge a été d’accord sur les éléments que les personnes ont attribués au second système (moyenne [intervalle à 95 %])</translation>
    </message>
    <message>
        <source>How often the judge agreed with the human label, over all items</source>
        <translation>À quelle fréquence le juge a été d’accord avec l’étiquette humaine, sur tous les éléments</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeConfigListModel</name>
    <message>
        <source>%1 (unsaved)</source>
        <translation>%1 (non enregistré)</translation>
    </message>
    <message>
        <source>%1, model %2</source>
        <translation>%1, modèle %2</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeSettingsEditor</name>
    <message>
        <source>OpenAI-compatible chat completions</source>
        <translation>Chat completions compatibles OpenAI</translation>
    </message>
    <message>
        <source>OpenAI-compatible completions</source>
        <translation>Completions compatibles OpenAI</translation>
    </message>
    <message>
        <source>llama.cpp server (/completion)</source>
        <translation>Serveur llama.cpp (/completion)</translation>
    </message>
    <message>
        <source>Ollama chat</source>
        <translation>Ollama chat</translation>
    </message>
    <message>
        <source>Ollama generate</source>
        <translation>Ollama generate</translation>
    </message>
    <message>
        <source>Local model (started by PairRank)</source>
        <translation>Modèle local (lancé par PairRank)</translation>
    </message>
    <message>
        <source>Command (JSON lines on stdin/stdout)</source>
        <translation>Commande (lignes JSON sur stdin/stdout)</translation>
    </message>
    <message>
        <source>Simulated judge</source>
        <translation>Juge simulé</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Unique in the project; runs refer to the judge by it</source>
        <translation>Unique dans le projet&#xa0;; les exécutions désignent le juge par ce nom</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>&amp;Backend&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Point d’accès&#xa0;:</translation>
    </message>
    <message>
        <source>Base URL (http://127.0.0.1:8080) or, for a command, the program</source>
        <translation>URL de base (http://127.0.0.1:8080) ou, pour une commande, le programme</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle&#xa0;:</translation>
    </message>
    <message>
        <source>API &amp;key variable:</source>
        <translation>Variable de la &amp;clé d’API&#xa0;:</translation>
    </message>
    <message>
        <source>The NAME of the environment variable that holds the key, e.g. OPENAI_API_KEY. The key itself is never stored in the project.</source>
        <translation>Le NOM de la variable d’environnement qui contient la clé, p. ex. OPENAI_API_KEY. La clé elle-même n’est jamais stockée dans le projet.</translation>
    </message>
    <message>
        <source>API key file</source>
        <translation>Fichier de clé d’API</translation>
    </message>
    <message>
        <source>Or a file readable only by you (mode 0600) holding the key</source>
        <translation>Ou un fichier lisible par vous seul (mode 0600) contenant la clé</translation>
    </message>
    <message>
        <source>&amp;Write key file…</source>
        <translation>É&amp;crire le fichier de clé…</translation>
    </message>
    <message>
        <source>Write the API key file</source>
        <translation>Écrire le fichier de clé d’API</translation>
    </message>
    <message>
        <source>Key &amp;file:</source>
        <translation>&amp;Fichier de clé&#xa0;:</translation>
    </message>
    <message>
        <source>Requests and prices</source>
        <translation>Requêtes et prix</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>Co&amp;ncurrence&#xa0;:</translation>
    </message>
    <message>
        <source>Requests on the wire at once</source>
        <translation>Requêtes en cours simultanément</translation>
    </message>
    <message>
        <source>&amp;Requests per minute:</source>
        <translation>&amp;Requêtes par minute&#xa0;:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>&amp;Tokens per minute:</source>
        <translation>&amp;Jetons par minute&#xa0;:</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>Dél&amp;ai d’attente&#xa0;:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Attempts per pair:</source>
        <translation>&amp;Tentatives par paire&#xa0;:</translation>
    </message>
    <message>
        <source>Retries with backoff on 429, 5xx and timeouts</source>
        <translation>Nouvelles tentatives avec délai croissant sur 429, 5xx et expirations</translation>
    </message>
    <message>
        <source>&amp;Prompt price:</source>
        <translation>&amp;Prix du prompt&#xa0;:</translation>
    </message>
    <message>
        <source>Per million prompt tokens</source>
        <translation>Par million de jetons de prompt</translation>
    </message>
    <message>
        <source> per million</source>
        <translation> par million</translation>
    </message>
    <message>
        <source>Completion &amp;price:</source>
        <translation>Prix de la &amp;complétion&#xa0;:</translation>
    </message>
    <message>
        <source>Per million completion tokens</source>
        <translation>Par million de jetons de complétion</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>De&amp;vise&#xa0;:</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Échantillonnage</translation>
    </message>
    <message>
        <source>Temperat&amp;ure:</source>
        <translation>Températ&amp;ure&#xa0;:</translation>
    </message>
    <message>
        <source>Top &amp;logprobs:</source>
        <translation>Top &amp;logprobs&#xa0;:</translation>
    </message>
    <message>
        <source>Samples &amp;without logprobs:</source>
        <translation>Échantillons &amp;sans logprobs&#xa0;:</translation>
    </message>
    <message>
        <source>0: fail when the server gives no logprobs; n: sample n answers</source>
        <translation>0&#xa0;: échec si le serveur ne donne pas de logprobs&#xa0;; n&#xa0;: échantillonner n réponses</translation>
    </message>
    <message>
        <source>N&amp;oise:</source>
        <translation>&amp;Bruit&#xa0;:</translation>
    </message>
    <message>
        <source>Position &amp;bias:</source>
        <translation>Biais de p&amp;osition&#xa0;:</translation>
    </message>
    <message>
        <source>The simulated judge&apos;s home advantage δ for position A</source>
        <translation>L’avantage δ du juge simulé pour la position A</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Hidden truth:</source>
        <translation>&amp;Vérité cachée&#xa0;:</translation>
    </message>
    <message>
        <source>The reference-score criterion used as the hidden truth; empty: drawn at random</source>
        <translation>Le critère de score de référence servant de vérité cachée&#xa0;; vide&#xa0;: tiré au hasard</translation>
    </message>
    <message>
        <source>Problem with the configuration</source>
        <translation>Problème dans la configuration</translation>
    </message>
    <message>
        <source>none (e.g. OPENAI_API_KEY for a hosted API)</source>
        <translation>aucune (p. ex. OPENAI_API_KEY pour une API hébergée)</translation>
    </message>
    <message>
        <source>The name the Run tab and the command line choose this judge by. Once saved, a judge configuration cannot change: duplicate it to try other settings.</source>
        <translation>Le nom par lequel l’onglet Exécution et la ligne de commande choisissent ce juge. Une fois enregistrée, une configuration de juge ne peut plus changer&#xa0;: dupliquez-la pour essayer d’autres réglages.</translation>
    </message>
    <message>
        <source>The kind of server or program that answers</source>
        <translation>Le type de serveur ou de programme qui répond</translation>
    </message>
    <message>
        <source>How PairRank talks to the judge: an OpenAI-compatible server (OpenAI, vLLM, TGI, llama-server), llama.cpp&apos;s own API, Ollama, a local model PairRank starts, a command, or the simulated judge for trying things out. The judge must give log-probabilities of its answer.</source>
        <translation>Comment PairRank communique avec le juge&#xa0;: un serveur compatible OpenAI (OpenAI, vLLM, TGI, llama-server), l’API propre de llama.cpp, Ollama, un modèle local lancé par PairRank, une commande, ou le juge simulé pour faire des essais. Le juge doit fournir les log-probabilités de sa réponse.</translation>
    </message>
    <message>
        <source>The server&apos;s address without the API path, e.g. http://127.0.0.1:8080 for a local server or https://api.openai.com for OpenAI. For a command, the program to start (no shell).</source>
        <translation>L’adresse du serveur sans le chemin de l’API, p. ex. http://127.0.0.1:8080 pour un serveur local ou https://api.openai.com pour OpenAI. Pour une commande, le programme à lancer (sans shell).</translation>
    </message>
    <message>
        <source>The model name sent with each request</source>
        <translation>Le nom du modèle envoyé avec chaque requête</translation>
    </message>
    <message>
        <source>The model the server should use, as the server names it (e.g. gpt-4o-mini, or the name an Ollama or vLLM server lists). Servers that serve a single model may ignore it.</source>
        <translation>Le modèle que le serveur doit utiliser, sous le nom que lui donne le serveur (p. ex. gpt-4o-mini, ou le nom listé par un serveur Ollama ou vLLM). Les serveurs qui ne servent qu’un seul modèle peuvent l’ignorer.</translation>
    </message>
    <message>
        <source>Set the variable before starting PairRank (export OPENAI_API_KEY=…). Only its name is saved, so a project can be shared without the key. Leave it empty for a server that wants none.</source>
        <translation>Définissez la variable avant de lancer PairRank (export OPENAI_API_KEY=…). Seul son nom est enregistré, de sorte qu’un projet peut être partagé sans la clé. Laissez ce champ vide pour un serveur qui n’en demande pas.</translation>
    </message>
    <message>
        <source>Instead of an environment variable: the path of a file that holds the key and that only you can read. Write key file… creates it with those permissions.</source>
        <translation>Au lieu d’une variable d’environnement&#xa0;: le chemin d’un fichier qui contient la clé et que vous seul pouvez lire. «&#xa0;Écrire le fichier de clé…&#xa0;» le crée avec ces permissions.</translation>
    </message>
    <message>
        <source>How many requests are sent without waiting for the answers. A local server answers faster with as many as it has parallel slots; a hosted API may refuse too many.</source>
        <translation>Combien de requêtes sont envoyées sans attendre les réponses. Un serveur local répond plus vite avec autant de requêtes qu’il a d’emplacements parallèles&#xa0;; une API hébergée peut en refuser un trop grand nombre.</translation>
    </message>
    <message>
        <source>The most requests sent in a minute (0: no limit)</source>
        <translation>Le nombre maximal de requêtes envoyées par minute (0&#xa0;: sans limite)</translation>
    </message>
    <message>
        <source>Keeps the run under a hosted API&apos;s rate limit instead of being answered with HTTP 429. 0 sets no limit.</source>
        <translation>Maintient l’exécution sous la limite de débit d’une API hébergée au lieu de recevoir des réponses HTTP 429. 0 ne fixe aucune limite.</translation>
    </message>
    <message>
        <source>The most tokens sent and received in a minute (0: no limit)</source>
        <translation>Le nombre maximal de jetons envoyés et reçus par minute (0&#xa0;: sans limite)</translation>
    </message>
    <message>
        <source>Keeps the run under a hosted API&apos;s token rate limit. 0 sets no limit.</source>
        <translation>Maintient l’exécution sous la limite de jetons par minute d’une API hébergée. 0 ne fixe aucune limite.</translation>
    </message>
    <message>
        <source>How long an answer may take before the request is retried</source>
        <translation>Le temps qu’une réponse peut prendre avant que la requête soit relancée</translation>
    </message>
    <message>
        <source>A request without an answer after this many seconds counts as failed and is tried again, up to the attempts per pair. Raise it for a slow local model.</source>
        <translation>Une requête restée sans réponse après ce nombre de secondes compte comme un échec et est relancée, dans la limite des tentatives par paire. Augmentez-le pour un modèle local lent.</translation>
    </message>
    <message>
        <source>How often a pair is asked before it is given up: a busy server (HTTP 429), a server error (5xx) or a timeout are tried again after a growing pause.</source>
        <translation>Combien de fois une paire est posée avant d’être abandonnée&#xa0;: un serveur occupé (HTTP 429), une erreur du serveur (5xx) ou une expiration du délai donnent lieu à une nouvelle tentative après une pause croissante.</translation>
    </message>
    <message>
        <source>What a million prompt tokens cost, from the provider&apos;s price list. With the completion price it gives the run&apos;s cost and the money budget.</source>
        <translation>Le coût d’un million de jetons de prompt, d’après la grille tarifaire du fournisseur. Avec le prix de la complétion, il donne le coût de l’exécution et le budget en argent.</translation>
    </message>
    <message>
        <source>What a million completion (answer) tokens cost. 0 for a local model.</source>
        <translation>Le coût d’un million de jetons de complétion (réponse). 0 pour un modèle local.</translation>
    </message>
    <message>
        <source>The currency of the prices, e.g. USD</source>
        <translation>La devise des prix, p. ex. USD</translation>
    </message>
    <message>
        <source>Shown with the cost and the money budget; nothing is converted.</source>
        <translation>Affichée avec le coût et le budget en argent&#xa0;; rien n’est converti.</translation>
    </message>
    <message>
        <source>The sampling temperature sent with each request</source>
        <translation>La température d’échantillonnage envoyée avec chaque requête</translation>
    </message>
    <message>
        <source>0 asks for the model&apos;s most likely answer; the probabilities come from the log-probabilities either way. Raise it only when sampling answers without logprobs.</source>
        <translation>0 demande la réponse la plus probable du modèle&#xa0;; les probabilités proviennent des log-probabilités dans tous les cas. Ne l’augmentez que pour échantillonner des réponses sans logprobs.</translation>
    </message>
    <message>
        <source>How many likely first tokens the server reports</source>
        <translation>Combien de premiers jetons probables le serveur indique</translation>
    </message>
    <message>
        <source>For a server that reports no log-probabilities: ask n times and count the answers, p = (answers A + 0.5) / (n + 1). Costs n requests per pair and is coarser.</source>
        <translation>Pour un serveur qui ne fournit pas de log-probabilités&#xa0;: poser n fois la question et compter les réponses, p = (réponses A + 0,5) / (n + 1). Coûte n requêtes par paire et donne un résultat plus grossier.</translation>
    </message>
    <message>
        <source>How much the simulated judge&apos;s answers scatter</source>
        <translation>L’ampleur de la dispersion des réponses du juge simulé</translation>
    </message>
    <message>
        <source>The simulated judge compares hidden true scores plus noise of this size: 0 always agrees with the truth, larger values make it a less reliable judge.</source>
        <translation>Le juge simulé compare des scores vrais cachés auxquels s’ajoute un bruit de cette taille&#xa0;: 0 est toujours d’accord avec la vérité, des valeurs plus grandes en font un juge moins fiable.</translation>
    </message>
    <message>
        <source>Positive values make the simulated judge prefer the text shown first, as real judges often do; try Home advantage in the Run tab against it.</source>
        <translation>Des valeurs positives font préférer au juge simulé le texte affiché en premier, comme le font souvent les vrais juges&#xa0;; essayez contre lui le réglage «&#xa0;Avantage de position&#xa0;» de l’onglet Exécution.</translation>
    </message>
    <message>
        <source>Makes the simulated judge&apos;s answers reproducible</source>
        <translation>Rend les réponses du juge simulé reproductibles</translation>
    </message>
    <message>
        <source>The same seed gives the same hidden truth and the same answers to the same pairs.</source>
        <translation>La même graine donne la même vérité cachée et les mêmes réponses aux mêmes paires.</translation>
    </message>
    <message>
        <source>The name of an imported reference score the simulated judge treats as the truth, so that the ranking can be checked against it. Empty: true scores are drawn at random.</source>
        <translation>Le nom d’un score de référence importé que le juge simulé traite comme la vérité, afin de pouvoir vérifier le classement par rapport à lui. Vide&#xa0;: les scores vrais sont tirés au hasard.</translation>
    </message>
    <message>
        <source>More endpoints of the same model</source>
        <translation>Autres points d’accès du même modèle</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Point d’accès</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Concurrence</translation>
    </message>
    <message>
        <source>More endpoints</source>
        <translation>Autres points d’accès</translation>
    </message>
    <message>
        <source>Further servers of the same model, each with its own concurrency</source>
        <translation>Autres serveurs du même modèle, chacun avec sa propre concurrence</translation>
    </message>
    <message>
        <source>A judge fleet: several servers that serve the same model (a vLLM or TGI fleet behind no load balancer, several Ollama hosts). Requests go to the server with the most free capacity; a server that stops answering is taken out and probed until it answers again, and its requests go to the others without being paid twice.</source>
        <translation>Un juge servi par une flotte&#xa0;: plusieurs serveurs qui servent le même modèle (une flotte vLLM ou TGI sans répartiteur de charge, plusieurs hôtes Ollama). Les requêtes vont au serveur qui a le plus de capacité libre&#xa0;; un serveur qui cesse de répondre est retiré et sondé jusqu’à ce qu’il réponde de nouveau, et ses requêtes passent aux autres sans être payées deux fois.</translation>
    </message>
    <message>
        <source>A&amp;dd endpoint</source>
        <translation>Ajout&amp;er un point d’accès</translation>
    </message>
    <message>
        <source>Remo&amp;ve endpoint</source>
        <translation>Ret&amp;irer le point d’accès</translation>
    </message>
    <message>
        <source>The judge&apos;s probability that A is better is read from the log-probabilities of the label words among these tokens. The default asks 5 of OpenAI-compatible completions and 20 of the others; a server that allows fewer says so, and PairRank asks it for that many from then on.</source>
        <translation>La probabilité selon le juge que A soit meilleur est lue dans les log-probabilités des mots d’étiquette parmi ces jetons. Par défaut, on en demande 5 aux completions compatibles OpenAI et 20 aux autres backends&#xa0;; un serveur qui en autorise moins le signale, et PairRank lui en demande ensuite ce nombre.</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Endpoint concurrency</source>
        <translation>Concurrence du point d’accès</translation>
    </message>
    <message>
        <source>Requests on the wire at once at this endpoint</source>
        <translation>Requêtes en cours simultanément sur ce point d’accès</translation>
    </message>
    <message>
        <source>Each server of a fleet has its own limit; requests go to the server with the largest share of its limit free.</source>
        <translation>Chaque serveur d’une flotte a sa propre limite&#xa0;; les requêtes vont au serveur dont la limite a la plus grande part libre.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgesDialog</name>
    <message>
        <source>Judges</source>
        <translation>Juges</translation>
    </message>
    <message>
        <source>Judge configurations</source>
        <translation>Configurations des juges</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>New judge configuration</source>
        <translation>Nouvelle configuration de juge</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <source>Duplicate the judge configuration</source>
        <translation>Dupliquer la configuration du juge</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the judge configuration</source>
        <translation>Supprimer la configuration du juge</translation>
    </message>
    <message>
        <source>U&amp;ndo</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Red&amp;o</source>
        <translation>Rét&amp;ablir</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>&amp;Test the judge</source>
        <translation>&amp;Tester le juge</translation>
    </message>
    <message>
        <source>Test the judge</source>
        <translation>Tester le juge</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Résultat du test</translation>
    </message>
    <message>
        <source>Raw answer of the judge</source>
        <translation>Réponse brute du juge</translation>
    </message>
    <message>
        <source>Raw &amp;answer:</source>
        <translation>Réponse &amp;brute&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>T&amp;est</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>Aucun projet n’est ouvert.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>new judge</source>
        <translation>nouveau juge</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1 copie</translation>
    </message>
    <message>
        <source>“%1” is stored already and cannot be changed; duplicate it and save the copy under a new name.</source>
        <translation>«&#xa0;%1&#xa0;» est déjà enregistré et ne peut plus être modifié&#xa0;; dupliquez-le et enregistrez la copie sous un nouveau nom.</translation>
    </message>
    <message>
        <source>Stored judge configurations cannot be deleted from the project; the deletion was not saved.</source>
        <translation>Les configurations de juge enregistrées ne peuvent pas être supprimées du projet&#xa0;; la suppression n’a pas été enregistrée.</translation>
    </message>
    <message>
        <source>Nothing to save.</source>
        <translation>Rien à enregistrer.</translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>Rien n’a été enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>Saved, except: %1</source>
        <translation>Enregistré, sauf&#xa0;: %1</translation>
    </message>
    <message>
        <source>The project has no pair of candidates to test on.</source>
        <translation>Le projet n’a aucune paire de candidats pour le test.</translation>
    </message>
    <message>
        <source>Sending one request…</source>
        <translation>Envoi d’une requête…</translation>
    </message>
    <message>
        <source>, %1 ms</source>
        <translation>, %1 ms</translation>
    </message>
    <message>
        <source>No probability: %1</source>
        <translation>Pas de probabilité&#xa0;: %1</translation>
    </message>
    <message>
        <source>Type the key file&apos;s path first.</source>
        <translation>Saisissez d’abord le chemin du fichier de clé.</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé d’API</translation>
    </message>
    <message>
        <source>The key to write to %1 (readable only by you):</source>
        <translation>La clé à écrire dans %1 (lisible par vous seul)&#xa0;:</translation>
    </message>
    <message>
        <source>The key was written to %1.</source>
        <translation>La clé a été écrite dans %1.</translation>
    </message>
    <message>
        <source>The key file could not be written: %1</source>
        <translation>Impossible d’écrire le fichier de clé&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>p(A is better) = %1 (%n attempt(s)</source>
        <translation>
            <numerusform>p(A est meilleur) = %1 (%n tentative</numerusform>
            <numerusform>p(A est meilleur) = %1 (%n tentatives</numerusform>
        </translation>
    </message>
    <message>
        <source>Judges and criteria</source>
        <translation>Juges et critères</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>Critères</translation>
    </message>
    <message>
        <source>New crit&amp;erion…</source>
        <translation>Nouveau cr&amp;itère…</translation>
    </message>
    <message>
        <source>New criterion</source>
        <translation>Nouveau critère</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Duplicate the criterion</source>
        <translation>Dupliquer le critère</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the unsaved criterion</source>
        <translation>Supprimer le critère non enregistré</translation>
    </message>
    <message>
        <source>What the test sends</source>
        <translation>Ce que le test envoie</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Juge</translation>
    </message>
    <message>
        <source>Criterion &amp;prompt</source>
        <translation>Prompt &amp;du critère</translation>
    </message>
    <message>
        <source>What the candidates are compared on (e.g. helpfulness, correctness, clarity):</source>
        <translation>Ce sur quoi les candidats sont comparés (p. ex. utilité, exactitude, clarté)&#xa0;:</translation>
    </message>
    <message>
        <source>Name of the new criterion</source>
        <translation>Nom du nouveau critère</translation>
    </message>
    <message>
        <source>A criterion needs a name.</source>
        <translation>Un critère doit avoir un nom.</translation>
    </message>
    <message>
        <source>There is a criterion “%1” already.</source>
        <translation>Il existe déjà un critère «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>New criterion “%1”: adjust its prompt, then Save.</source>
        <translation>Nouveau critère «&#xa0;%1&#xa0;»&#xa0;: ajustez son prompt, puis cliquez sur Enregistrer.</translation>
    </message>
    <message>
        <source>Select a judge and a criterion to test: the judge is asked with the criterion&apos;s prompt.</source>
        <translation>Sélectionnez un juge et un critère à tester&#xa0;: le juge est interrogé avec le prompt du critère.</translation>
    </message>
    <message>
        <source>Sends one real request to the judge “%1” with the prompt of the criterion “%2”, for the pair shown in the prompt preview. Judges and criteria are independent: a run pairs one of each.</source>
        <translation>Envoie une vraie requête au juge «&#xa0;%1&#xa0;» avec le prompt du critère «&#xa0;%2&#xa0;», pour la paire affichée dans l’aperçu du prompt. Juges et critères sont indépendants&#xa0;: une exécution associe un juge et un critère.</translation>
    </message>
    <message>
        <source>The criterion “%1” was not saved: %2</source>
        <translation>Le critère «&#xa0;%1&#xa0;» n’a pas été enregistré&#xa0;: %2</translation>
    </message>
    <message>
        <source>it needs a name.</source>
        <translation>il doit avoir un nom.</translation>
    </message>
    <message>
        <source>another criterion has that name.</source>
        <translation>un autre critère porte ce nom.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The judges or criteria have changes that are not saved.</source>
        <translation>Les juges ou les critères ont des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Les enregistrer avant de fermer&#xa0;?</translation>
    </message>
    <message>
        <source>The prompt cannot be sent: %1</source>
        <translation>Le prompt ne peut pas être envoyé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::MainWindow</name>
    <message>
        <source>Project contents</source>
        <translation>Contenu du projet</translation>
    </message>
    <message>
        <source>&amp;Candidates</source>
        <translation>&amp;Candidats</translation>
    </message>
    <message>
        <source>&amp;Ranking</source>
        <translation>C&amp;lassement</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>E&amp;xécution</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>A&amp;nnoter</translation>
    </message>
    <message>
        <source>Opening the project</source>
        <translation>Ouverture du projet</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Import Candidates…</source>
        <translation>&amp;Importer des candidats…</translation>
    </message>
    <message>
        <source>Import candidates from a CSV or JSON Lines file</source>
        <translation>Importer des candidats depuis un fichier CSV ou JSON Lines</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Judges…</source>
        <translation>&amp;Juges…</translation>
    </message>
    <message>
        <source>Configure the LLM judges</source>
        <translation>Configurer les juges LLM</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;About PairRank</source>
        <translation>À &amp;propos de PairRank</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>Afficher l’onglet %1</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>Aucun projet n’est ouvert.</translation>
    </message>
    <message>
        <source>Create or open a project first, then import candidates into it.</source>
        <translation>Créez ou ouvrez d’abord un projet, puis importez-y des candidats.</translation>
    </message>
    <message>
        <source>Opening %1 and checking its integrity…</source>
        <translation>Ouverture de %1 et vérification de son intégrité…</translation>
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
        <translation>Aucun projet ouvert. Utilisez Fichier ▸ Nouveau ou Fichier ▸ Ouvrir.</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The new language applies when PairRank starts again.</source>
        <translation>La nouvelle langue s’applique au prochain démarrage de PairRank.</translation>
    </message>
    <message>
        <source>Ca&amp;libration</source>
        <translation>Calibra&amp;tion</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Lan&amp;gue</translation>
    </message>
    <message>
        <source>A run is going: stop it to show another one.</source>
        <translation>Une exécution est en cours&#xa0;: arrêtez-la pour en afficher une autre.</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>&amp;Redémarrer maintenant</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message>
        <source>A run is going</source>
        <translation>Une exécution est en cours</translation>
    </message>
    <message>
        <source>A run is going. Quit PairRank anyway?</source>
        <translation>Une exécution est en cours. Quitter PairRank quand même&#xa0;?</translation>
    </message>
    <message>
        <source>Every answer received so far is stored. The run stops now; the next time this project is opened, Start (F5) in the Run tab continues it.</source>
        <translation>Toutes les réponses reçues jusqu’ici sont enregistrées. L’exécution s’arrête maintenant&#xa0;; à la prochaine ouverture de ce projet, Démarrer (F5) dans l’onglet Exécution la poursuivra.</translation>
    </message>
    <message>
        <source>&amp;Stop and Quit</source>
        <translation>&amp;Arrêter et quitter</translation>
    </message>
    <message>
        <source>&amp;Keep Running</source>
        <translation>&amp;Poursuivre l’exécution</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>Open the user guide at the page for the current tab</source>
        <translation>Ouvrir le guide de l’utilisateur à la page de l’onglet actuel</translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation>&amp;Méthodes</translation>
    </message>
    <message>
        <source>The scoring models, selection strategies and estimators explained</source>
        <translation>Les modèles de score, les stratégies de sélection et les estimateurs expliqués</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>A run is going. Restart PairRank anyway?</source>
        <translation>Une exécution est en cours. Redémarrer PairRank quand même&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Stop and Restart</source>
        <translation>&amp;Arrêter et redémarrer</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>%1 — PairRank (annotator)</source>
        <translation>%1 — PairRank (annotateur)</translation>
    </message>
    <message>
        <source>%1 — annotator: the server lets you label pairs, not see the judgements</source>
        <translation>%1 — annotateur&#xa0;: le serveur vous laisse étiqueter des paires, pas voir les jugements</translation>
    </message>
    <message>
        <source>%1 — checking its integrity…</source>
        <translation>%1 — vérification de son intégrité…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PairEstimatesModel</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Systems (first vs second)</source>
        <translation>Systèmes (premier contre second)</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juge</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Éléments</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>Étiquettes humaines</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Observé</translation>
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
        <translation>A priori</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>in-distribution</source>
        <translation>dans la distribution</translation>
    </message>
    <message>
        <source>out-of-distribution</source>
        <translation>hors distribution</translation>
    </message>
    <message>
        <source>Pooled regression</source>
        <translation>Régression groupée</translation>
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
        <translation>Biais de position</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>Comparaisons</translation>
    </message>
    <message>
        <source>Mean p(A)</source>
        <translation>p(A) moyen</translation>
    </message>
    <message>
        <source>P(A)</source>
        <translation>P(A)</translation>
    </message>
    <message>
        <source>Estimated δ</source>
        <translation>δ estimé</translation>
    </message>
    <message>
        <source>δ (logit)</source>
        <translation>δ (logit)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProgressDialog</name>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProjectActions</name>
    <message>
        <source>PairRank projects (*.pairrank);;All files (*)</source>
        <translation>Projets PairRank (*.pairrank);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Nouveau projet…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>&amp;Ouvrir un projet…</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>&amp;Fermer le projet</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>Ouvrir le projet de &amp;démonstration</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Projets &amp;récents</translation>
    </message>
    <message>
        <source>The project could not be opened.</source>
        <translation>Le projet n’a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>The demo project could not be created.</source>
        <translation>Le projet de démonstration n’a pas pu être créé.</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <source>The project could not be created.</source>
        <translation>Le projet n’a pas pu être créé.</translation>
    </message>
    <message>
        <source>The file %1 could not be replaced.</source>
        <translation>Le fichier %1 n’a pas pu être remplacé.</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Ouvrir un projet</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear Recent Projects</source>
        <translation>Effacer la liste des projets récents</translation>
    </message>
    <message>
        <source>Connect to &amp;Server…</source>
        <translation>Se connecter à un &amp;serveur…</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <translation>Mot de passe pour %1&#xa0;:</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Le serveur a refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Kept in memory until PairRank quits, never saved</source>
        <translation>Gardé en mémoire jusqu’à la fermeture de PairRank, jamais enregistré</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProjectTreeModel</name>
    <message>
        <source>Contexts (%1)</source>
        <translation>Contextes (%1)</translation>
    </message>
    <message>
        <source>Criteria (%1)</source>
        <translation>Critères (%1)</translation>
    </message>
    <message>
        <source>Judges (%1)</source>
        <translation>Juges (%1)</translation>
    </message>
    <message>
        <source>Runs (%1)</source>
        <translation>Exécutions (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>created</source>
        <translation>créée</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importée</translation>
    </message>
    <message>
        <source>imported judgements</source>
        <translation>jugements importés</translation>
    </message>
    <message>
        <source>%1
Judge: %2
Model: %3
Seed: %4
Double-click or Enter to show it in the Run tab.</source>
        <translation>%1
Juge&#xa0;: %2
Modèle&#xa0;: %3
Graine&#xa0;: %4
Double-cliquez ou appuyez sur Entrée pour l’afficher dans l’onglet Exécution.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PromptEditor</name>
    <message>
        <source>C&amp;riterion:</source>
        <translation>C&amp;ritère&#xa0;:</translation>
    </message>
    <message>
        <source>Label word for A</source>
        <translation>Mot d’étiquette pour A</translation>
    </message>
    <message>
        <source>Label word for B</source>
        <translation>Mot d’étiquette pour B</translation>
    </message>
    <message>
        <source>Label &amp;A:</source>
        <translation>Étiquette &amp;A&#xa0;:</translation>
    </message>
    <message>
        <source>Label &amp;B:</source>
        <translation>Étiquette &amp;B&#xa0;:</translation>
    </message>
    <message>
        <source>Prompt template</source>
        <translation>Modèle de prompt</translation>
    </message>
    <message>
        <source>Prompt preview</source>
        <translation>Aperçu du prompt</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>&amp;Modèle&#xa0;:</translation>
    </message>
    <message>
        <source>Pre&amp;view on a pair of this project:</source>
        <translation>A&amp;perçu sur une paire de ce projet&#xa0;:</translation>
    </message>
    <message>
        <source>Problem with the template</source>
        <translation>Problème dans le modèle</translation>
    </message>
    <message>
        <source>The project has no pair of candidates to show the prompt on yet.</source>
        <translation>Le projet n’a pas encore de paire de candidats sur laquelle montrer le prompt.</translation>
    </message>
    <message>
        <source>Criterion name</source>
        <translation>Nom du critère</translation>
    </message>
    <message>
        <source>Criterion use</source>
        <translation>Utilisation du critère</translation>
    </message>
    <message>
        <source>Duplicate as a new &amp;criterion</source>
        <translation>Dupliquer en tant que nouveau &amp;critère</translation>
    </message>
    <message>
        <source>Duplicate as a new criterion</source>
        <translation>Dupliquer en tant que nouveau critère</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n judgement(s), which were asked with this prompt: it cannot change any more. Duplicate it as a new criterion to ask differently.</source>
        <translation>
            <numerusform>Utilisé par %n jugement, obtenu avec ce prompt&#xa0;: il ne peut plus changer. Dupliquez-le en tant que nouveau critère pour poser la question autrement.</numerusform>
            <numerusform>Utilisé par %n jugements, obtenus avec ce prompt&#xa0;: il ne peut plus changer. Dupliquez-le en tant que nouveau critère pour poser la question autrement.</numerusform>
        </translation>
    </message>
    <message>
        <source>No judgement uses this criterion yet: its prompt can be changed until a run asks a judge with it.</source>
        <translation>Aucun jugement n’utilise encore ce critère&#xa0;: son prompt peut être modifié jusqu’à ce qu’une exécution interroge un juge avec lui.</translation>
    </message>
    <message>
        <source>A new criterion: saved with the judges.</source>
        <translation>Un nouveau critère&#xa0;: enregistré avec les juges.</translation>
    </message>
    <message>
        <source>No criterion is selected. Create one with “New criterion…”.</source>
        <translation>Aucun critère n’est sélectionné. Créez-en un avec «&#xa0;Nouveau critère…&#xa0;».</translation>
    </message>
    <message>
        <source>Unique in the project</source>
        <translation>Unique dans le projet</translation>
    </message>
    <message>
        <source>Runs refer to a stored criterion by its name</source>
        <translation>Les exécutions désignent un critère enregistré par son nom</translation>
    </message>
    <message>
        <source>No criterion is selected.</source>
        <translation>Aucun critère n’est sélectionné.</translation>
    </message>
    <message>
        <source>The criterion needs a name.</source>
        <translation>Le critère doit avoir un nom.</translation>
    </message>
    <message>
        <source>What the candidates are compared on, e.g. helpfulness. Runs and reports refer to a criterion by its name, so only a new criterion can be renamed.</source>
        <translation>Ce sur quoi les candidats sont comparés, p. ex. l’utilité. Les exécutions et les rapports désignent un critère par son nom&#xa0;: seul un nouveau critère peut donc être renommé.</translation>
    </message>
    <message>
        <source>The word the judge answers with when the first text is better</source>
        <translation>Le mot par lequel le juge répond quand le premier texte est meilleur</translation>
    </message>
    <message>
        <source>The judge&apos;s probability is read from the log-probabilities of the two label words as its first answer token: pick short words the prompt asks for, such as A and B or 1 and 2.</source>
        <translation>La probabilité du juge est lue dans les log-probabilités des deux mots d’étiquette en tant que premier jeton de sa réponse&#xa0;: choisissez des mots courts demandés par le prompt, comme A et B ou 1 et 2.</translation>
    </message>
    <message>
        <source>The word the judge answers with when the second text is better</source>
        <translation>Le mot par lequel le juge répond quand le second texte est meilleur</translation>
    </message>
    <message>
        <source>Must differ from the word for A; the prompt tells the judge to answer with one of the two ({label_a} and {label_b}).</source>
        <translation>Doit différer du mot pour A&#xa0;; le prompt demande au juge de répondre par l’un des deux ({label_a} et {label_b}).</translation>
    </message>
    <message>
        <source>The prompt the judge is asked with for each pair; the placeholders are replaced by the pair&apos;s texts. It can change until a judgement uses it; after that, duplicate the criterion to ask differently.</source>
        <translation>Le prompt avec lequel le juge est interrogé pour chaque paire&#xa0;; les variables sont remplacées par les textes de la paire. Il peut changer tant qu’aucun jugement ne l’utilise&#xa0;; ensuite, dupliquez le critère pour poser la question autrement.</translation>
    </message>
    <message>
        <source>Label word for a tie</source>
        <translation>Mot d’étiquette pour une égalité</translation>
    </message>
    <message>
        <source>None: the prompt offers no tie</source>
        <translation>Aucun&#xa0;: le prompt ne propose pas d’égalité</translation>
    </message>
    <message>
        <source>The word the judge answers with when neither text is better; leave it empty when the prompt offers no tie</source>
        <translation>Le mot par lequel le juge répond quand aucun texte n’est meilleur&#xa0;; laissez-le vide quand le prompt ne propose pas d’égalité</translation>
    </message>
    <message>
        <source>Optional. When filled in, the template must offer it with {label_tie}, and a pair counts as a tie when this word is a likelier answer than the words for A and B. One word without spaces, different from those two.</source>
        <translation>Facultatif. S’il est renseigné, le modèle doit le proposer avec {label_tie}, et une paire compte comme une égalité quand ce mot est une réponse plus probable que les mots pour A et B. Un seul mot sans espace, différent de ces deux-là.</translation>
    </message>
    <message>
        <source>Tie label, if an&amp;y:</source>
        <translation>Étiquette d’égalité, s’il &amp;y en a&#xa0;:</translation>
    </message>
    <message>
        <source>Placeholders: {context} {candidate_a} {candidate_b} {criterion} {label_a} {label_b} {label_tie}</source>
        <translation>Espaces réservés&#xa0;: {context} {candidate_a} {candidate_b} {criterion} {label_a} {label_b} {label_tie}</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RankingTab</name>
    <message>
        <source>&amp;Recompute</source>
        <translation>&amp;Recalculer</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Critère</translation>
    </message>
    <message>
        <source>Recompute the ranking</source>
        <translation>Recalculer le classement</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>Contexte&#xa0;:</translation>
    </message>
    <message>
        <source>Criterion:</source>
        <translation>Critère&#xa0;:</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Select a candidate to read its text and the judgements that involve it.</source>
        <translation>Sélectionnez un candidat pour lire son texte et les jugements qui l’impliquent.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln judgement(s) used</source>
        <translation>
            <numerusform>%Ln jugement utilisé</numerusform>
            <numerusform>%Ln jugements utilisés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln failed or refused</source>
        <translation>
            <numerusform>%Ln en échec ou refusé</numerusform>
            <numerusform>%Ln en échec ou refusés</numerusform>
        </translation>
    </message>
    <message>
        <source>model %1</source>
        <translation>modèle %1</translation>
    </message>
    <message>
        <source>entropy %1</source>
        <translation>entropie %1</translation>
    </message>
    <message>
        <source>Spearman against the reference %1</source>
        <translation>Spearman par rapport à la référence %1</translation>
    </message>
    <message>
        <source>No ranking: %1</source>
        <translation>Pas de classement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Candidate text</source>
        <translation>Texte du candidat</translation>
    </message>
    <message>
        <source>All criteria</source>
        <translation>Tous les critères</translation>
    </message>
    <message>
        <source>Show the judgements of every criterion, not only of the one ranked</source>
        <translation>Afficher les jugements de tous les critères, pas seulement de celui du classement</translation>
    </message>
    <message>
        <source>Show failures</source>
        <translation>Afficher les échecs</translation>
    </message>
    <message>
        <source>Show the attempts that gave no answer (failed calls and refusals), in grey</source>
        <translation>Afficher en gris les tentatives sans réponse (appels en échec et refus)</translation>
    </message>
    <message>
        <source>Judgements of the selected candidate</source>
        <translation>Jugements du candidat sélectionné</translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of “%1” involve this candidate</source>
        <translation>
            <numerusform>%n jugement de «&#xa0;%1&#xa0;» implique ce candidat</numerusform>
            <numerusform>%n jugements de «&#xa0;%1&#xa0;» impliquent ce candidat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of every criterion involve this candidate</source>
        <translation>
            <numerusform>%n jugement, tous critères confondus, implique ce candidat</numerusform>
            <numerusform>%n jugements, tous critères confondus, impliquent ce candidat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed or refused attempt(s) not shown</source>
        <translation>
            <numerusform>%n tentative en échec ou refusée non affichée</numerusform>
            <numerusform>%n tentatives en échec ou refusées non affichées</numerusform>
        </translation>
    </message>
    <message>
        <source>the newest %1 are listed</source>
        <translation>les %1 plus récents sont listés</translation>
    </message>
    <message>
        <source>live from the run</source>
        <extracomment>The Ranking tab shows the ranking of the run going on, as it changes.</extracomment>
        <translation>en direct de l’exécution</translation>
    </message>
    <message>
        <source>Absolute rating unreadable: %1</source>
        <translation>Note absolue illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Absolute rating: %1 (P: %2)</source>
        <translation>Note absolue&#xa0;: %1 (P&#xa0;: %2)</translation>
    </message>
    <message>
        <source>No absolute rating</source>
        <translation>Aucune note absolue</translation>
    </message>
    <message>
        <source>Absolute rating refused: %1</source>
        <translation>Note absolue refusée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Absolute rating failed: %1</source>
        <translation>Échec de la note absolue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Absolute ratings of the selected candidate</source>
        <translation>Notes absolues du candidat sélectionné</translation>
    </message>
    <message numerus="yes">
        <source>%Ln absolute rating(s)</source>
        <translation>
            <numerusform>%Ln note absolue</numerusform>
            <numerusform>%Ln notes absolues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln human label(s)</source>
        <translation>
            <numerusform>%Ln étiquette humaine</numerusform>
            <numerusform>%Ln étiquettes humaines</numerusform>
        </translation>
    </message>
    <message>
        <source>no intervals above %L1 candidates</source>
        <extracomment>A ranking of a very large pool is fitted without the posterior covariance.</extracomment>
        <translation>pas d’intervalles au-delà de %L1 candidats</translation>
    </message>
    <message>
        <source>drawing intervals…</source>
        <extracomment>A very large pool&apos;s ranking is shown before its intervals, which take longer.</extracomment>
        <translation>tirage des intervalles…</translation>
    </message>
    <message>
        <source>intervals from %L1 draws</source>
        <extracomment>A very large pool&apos;s intervals come from random draws of the posterior.</extracomment>
        <translation>intervalles issus de %L1 tirages</translation>
    </message>
    <message>
        <source>entropy %1 ± %2</source>
        <extracomment>An estimated ranking entropy and its standard error (very large pools).</extracomment>
        <translation>entropie %1 ± %2</translation>
    </message>
    <message>
        <source>Search ids, systems and texts</source>
        <translation>Rechercher dans les identifiants, systèmes et textes</translation>
    </message>
    <message>
        <source>Search the ranking</source>
        <translation>Rechercher dans le classement</translation>
    </message>
    <message>
        <source>%L1 of %L2 shown</source>
        <extracomment>A search of the ranking shows only the rows it matches.</extracomment>
        <translation>%L1 sur %L2 affichés</translation>
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
        <translation>Intervalle de crédibilité à 95&#xa0;% du score (a posteriori de Laplace)</translation>
    </message>
    <message>
        <source>95 % interval of the rank, from draws of the posterior</source>
        <translation>Intervalle à 95&#xa0;% du rang, d’après des tirages a posteriori</translation>
    </message>
    <message>
        <source>Probability that this candidate is better than the next one down</source>
        <translation>Probabilité que ce candidat soit meilleur que le suivant</translation>
    </message>
    <message>
        <source>Judgements that involve this candidate</source>
        <translation>Jugements impliquant ce candidat</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalle à 95&#xa0;%</translation>
    </message>
    <message>
        <source>Rank interval</source>
        <translation>Intervalle de rang</translation>
    </message>
    <message>
        <source>P(&gt; next)</source>
        <translation>P(&gt; suivant)</translation>
    </message>
    <message>
        <source>Judgements</source>
        <translation>Jugements</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ReportExportJob</name>
    <message>
        <source>Exporting the report…</source>
        <translation>Exportation du rapport…</translation>
    </message>
    <message>
        <source>Report exported</source>
        <translation>Rapport exporté</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1.</source>
        <translation>
            <numerusform>%n fichier écrit dans %1.</numerusform>
            <numerusform>%n fichiers écrits dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The report could not be exported.</source>
        <translation>Le rapport n’a pas pu être exporté.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunHistory</name>
    <message>
        <source>Comparisons</source>
        <translation>Comparaisons</translation>
    </message>
    <message>
        <source>Elapsed (s)</source>
        <translation>Écoulé (s)</translation>
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
        <translation>Jugements/s</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Dépense</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunProgressPanel</name>
    <message>
        <source>Not started</source>
        <translation>Non démarrée</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêtée</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échouée</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <source>Run state</source>
        <translation>État de l’exécution</translation>
    </message>
    <message>
        <source>Comparisons done</source>
        <translation>Comparaisons effectuées</translation>
    </message>
    <message>
        <source>%v of %m comparisons (%p%)</source>
        <translation>%v sur %m comparaisons (%p&#xa0;%)</translation>
    </message>
    <message>
        <source>Time and cost left</source>
        <translation>Temps et coût restants</translation>
    </message>
    <message>
        <source>Estimating the cost…</source>
        <translation>Estimation du coût…</translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <translation>Pas d’estimation&#xa0;: %1</translation>
    </message>
    <message>
        <source>no price set</source>
        <translation>aucun prix défini</translation>
    </message>
    <message>
        <source>Estimate: %1 requests, %2 tokens, %3, %4</source>
        <translation>Estimation&#xa0;: %1 requêtes, %2 jetons, %3, %4</translation>
    </message>
    <message>
        <source> — %1 comparisons already stored</source>
        <translation> — %1 comparaisons déjà enregistrées</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 judgements/s</source>
        <translation>%1 jugements/s</translation>
    </message>
    <message>
        <source>time left: %1</source>
        <translation>temps restant&#xa0;: %1</translation>
    </message>
    <message>
        <source>spent: %1</source>
        <translation>dépensé&#xa0;: %1</translation>
    </message>
    <message>
        <source>cost left: %1</source>
        <translation>coût restant&#xa0;: %1</translation>
    </message>
    <message>
        <source>failures: %1</source>
        <translation>échecs&#xa0;: %1</translation>
    </message>
    <message>
        <source>reused: %1</source>
        <translation>réutilisés&#xa0;: %1</translation>
    </message>
    <message>
        <source>budget used up</source>
        <translation>budget épuisé</translation>
    </message>
    <message>
        <source>stopping rule met</source>
        <translation>règle d’arrêt atteinte</translation>
    </message>
    <message>
        <source>every pair asked</source>
        <translation>toutes les paires posées</translation>
    </message>
    <message>
        <source>time known once the judge has answered</source>
        <translation>durée connue dès que le juge aura répondu</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>environ %1</translation>
    </message>
    <message>
        <source>Start (F5) continues the run</source>
        <translation>Démarrer (F5) poursuit l’exécution</translation>
    </message>
    <message>
        <source>the judge stopped answering (%1). Check the judge with Judges… ▸ Test, then press Start (F5) to continue.</source>
        <translation>le juge ne répond plus (%1). Vérifiez le juge avec Juges… ▸ Test, puis appuyez sur Démarrer (F5) pour continuer.</translation>
    </message>
    <message>
        <source>Interrupted: Start (F5) continues the run</source>
        <translation>Interrompue&#xa0;: Démarrer (F5) poursuit l’exécution</translation>
    </message>
    <message>
        <source>Paused: Start (F5) continues the run</source>
        <translation>En pause&#xa0;: Démarrer (F5) poursuit l’exécution</translation>
    </message>
    <message>
        <source>Finished: a larger budget and Start (F5) continue it</source>
        <translation>Terminée&#xa0;: un budget plus grand et Démarrer (F5) la poursuivent</translation>
    </message>
    <message>
        <source>Failed: Start (F5) tries again</source>
        <translation>Échouée&#xa0;: Démarrer (F5) réessaie</translation>
    </message>
    <message>
        <source>at the judge: %1, waiting: %2</source>
        <translation>chez le juge&#xa0;: %1, en attente&#xa0;: %2</translation>
    </message>
    <message>
        <source>absolute ratings: %1</source>
        <translation>notes absolues&#xa0;: %1</translation>
    </message>
    <message>
        <source> — %1 of the requests are absolute ratings</source>
        <translation> — %1 des requêtes sont des notes absolues</translation>
    </message>
    <message>
        <source>human labels: %1</source>
        <extracomment>Labels people contributed to the run&apos;s model (read at its start and since).</extracomment>
        <translation>étiquettes humaines&#xa0;: %1</translation>
    </message>
    <message>
        <source>waiting for people: %1 (%2 of %3 labels asked)</source>
        <extracomment>The run&apos;s queue of pairs for people: how many wait for a label, how many the run put to people so far and how many its label budget allows.</extracomment>
        <translation>en attente de personnes&#xa0;: %1 (%2 sur %3 étiquettes demandées)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunSettingsForm</name>
    <message>
        <source>Judge</source>
        <translation>Juge</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>&amp;Juge&#xa0;:</translation>
    </message>
    <message>
        <source>The judge configuration that answers the pairs</source>
        <translation>La configuration de juge qui répond aux paires</translation>
    </message>
    <message>
        <source>C&amp;riterion:</source>
        <translation>C&amp;ritère&#xa0;:</translation>
    </message>
    <message>
        <source>What the judge compares; its prompt template is used</source>
        <translation>Ce que le juge compare&#xa0;; son modèle de prompt est utilisé</translation>
    </message>
    <message>
        <source>Model and selection</source>
        <translation>Modèle et sélection</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle&#xa0;:</translation>
    </message>
    <message>
        <source>How scores are fitted from the judgements</source>
        <translation>Comment les scores sont ajustés aux jugements</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>From the mean p</source>
        <translation>D’après le p moyen</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>Ajusté</translation>
    </message>
    <message>
        <source>&amp;Home advantage:</source>
        <translation>A&amp;vantage de position&#xa0;:</translation>
    </message>
    <message>
        <source>How the positional bias δ of position A enters the model</source>
        <translation>Comment le biais de position δ de la position A entre dans le modèle</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>&amp;Stratégie&#xa0;:</translation>
    </message>
    <message>
        <source>Which pairs are asked next</source>
        <translation>Quelles paires sont posées ensuite</translation>
    </message>
    <message>
        <source>&amp;ε:</source>
        <translation>&amp;ε&#xa0;:</translation>
    </message>
    <message>
        <source>The exponent of |μa − μb| in the ε strategy</source>
        <translation>L’exposant de |μa − μb| dans la stratégie ε</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>&amp;Taille de lot&#xa0;:</translation>
    </message>
    <message>
        <source>Pairs chosen per context and round</source>
        <translation>Paires choisies par contexte et par tour</translation>
    </message>
    <message>
        <source>Ask each pair in both orders</source>
        <translation>Poser chaque paire dans les deux ordres</translation>
    </message>
    <message>
        <source>Symmetric</source>
        <translation>Symétrique</translation>
    </message>
    <message>
        <source>Symmetric:</source>
        <translation>Symétrique&#xa0;:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>Makes the run reproducible</source>
        <translation>Rend l’exécution reproductible</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Comparisons per candidate (× N)</source>
        <translation>Comparaisons par candidat (× N)</translation>
    </message>
    <message>
        <source>Comparisons per context</source>
        <translation>Comparaisons par contexte</translation>
    </message>
    <message>
        <source>Com&amp;parisons:</source>
        <translation>Com&amp;paraisons&#xa0;:</translation>
    </message>
    <message>
        <source>A multiple of the number of candidates N, or an absolute number</source>
        <translation>Un multiple du nombre de candidats N, ou un nombre absolu</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Quantité&#xa0;:</translation>
    </message>
    <message>
        <source>The comparison budget of each context</source>
        <translation>Le budget de comparaisons de chaque contexte</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>J&amp;etons&#xa0;:</translation>
    </message>
    <message>
        <source>Prompt and completion tokens (0: no limit)</source>
        <translation>Jetons de prompt et de complétion (0&#xa0;: sans limite)</translation>
    </message>
    <message>
        <source>M&amp;oney:</source>
        <translation>&amp;Argent&#xa0;:</translation>
    </message>
    <message>
        <source>In the judge&apos;s currency (0: no limit)</source>
        <translation>Dans la devise du juge (0&#xa0;: sans limite)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>T&amp;ime:</source>
        <translation>&amp;Durée&#xa0;:</translation>
    </message>
    <message>
        <source>Running time, pauses excluded (0: no limit)</source>
        <translation>Durée d’exécution, pauses exclues (0&#xa0;: sans limite)</translation>
    </message>
    <message>
        <source> × N</source>
        <translation> × N</translation>
    </message>
    <message>
        <source>Stopping rule</source>
        <translation>Règle d’arrêt</translation>
    </message>
    <message>
        <source>Only the budget</source>
        <translation>Seulement le budget</translation>
    </message>
    <message>
        <source>Entropy below</source>
        <translation>Entropie sous</translation>
    </message>
    <message>
        <source>Reordering probability below</source>
        <translation>Probabilité de réordonnancement sous</translation>
    </message>
    <message>
        <source>Ranking stopped moving</source>
        <translation>Le classement ne bouge plus</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>Règ&amp;le&#xa0;:</translation>
    </message>
    <message>
        <source>When a context is asked nothing more</source>
        <translation>Quand un contexte ne reçoit plus de questions</translation>
    </message>
    <message>
        <source>Thres&amp;hold:</source>
        <translation>Seu&amp;il&#xa0;:</translation>
    </message>
    <message>
        <source>The rule&apos;s threshold X</source>
        <translation>Le seuil X de la règle</translation>
    </message>
    <message>
        <source>&amp;Window:</source>
        <translation>&amp;Fenêtre&#xa0;:</translation>
    </message>
    <message>
        <source>Comparisons over which the ranking must stay still</source>
        <translation>Comparaisons sur lesquelles le classement doit rester stable</translation>
    </message>
    <message>
        <source>Batches ahea&amp;d:</source>
        <translation>Lots d’a&amp;vance&#xa0;:</translation>
    </message>
    <message>
        <source>Batches chosen while earlier ones are still being answered, so that a slow judge is never idle (0: each batch waits for the one before)</source>
        <translation>Lots choisis pendant que les précédents reçoivent encore leurs réponses, pour qu’un juge lent ne soit jamais inactif (0&#xa0;: chaque lot attend le précédent)</translation>
    </message>
    <message>
        <source>One of the project&apos;s judge configurations (Judges… in the menu bar): the backend, model and limits of the LLM that is asked. A run keeps its judge.</source>
        <translation>L’une des configurations de juge du projet (Juges… dans la barre de menus)&#xa0;: le backend, le modèle et les limites du LLM interrogé. Une exécution conserve son juge.</translation>
    </message>
    <message>
        <source>The quality the candidates are compared on. The judge is asked with this criterion&apos;s prompt template; each criterion has its own scores and ranking.</source>
        <translation>La qualité sur laquelle les candidats sont comparés. Le juge est interrogé avec le modèle de prompt de ce critère&#xa0;; chaque critère a ses propres scores et son propre classement.</translation>
    </message>
    <message>
        <source>The statistical model that turns the judge&apos;s answers into scores with credible intervals. The soft Bradley–Terry model uses the judge&apos;s probabilities rather than only who won; the Methods page compares the models.</source>
        <translation>Le modèle statistique qui transforme les réponses du juge en scores avec des intervalles de crédibilité. Le modèle Bradley-Terry souple utilise les probabilités du juge plutôt que seulement le gagnant&#xa0;; la page Méthodes compare les modèles.</translation>
    </message>
    <message>
        <source>Judges tend to prefer the text shown first. None assumes no bias; From the mean p takes δ from the average probability the judge gave to position A; Fitted estimates δ together with the scores.</source>
        <translation>Les juges ont tendance à préférer le texte affiché en premier. «&#xa0;Aucun&#xa0;» suppose l’absence de biais&#xa0;; «&#xa0;D’après le p moyen&#xa0;» tire δ de la probabilité moyenne que le juge a donnée à la position A&#xa0;; «&#xa0;Ajusté&#xa0;» estime δ en même temps que les scores.</translation>
    </message>
    <message>
        <source>How the next pairs are chosen from the current scores: uncertainty-based strategies ask where the ranking is least certain and need fewer comparisons than random pairs for the same accuracy.</source>
        <translation>Comment les prochaines paires sont choisies à partir des scores actuels&#xa0;: les stratégies fondées sur l’incertitude interrogent là où le classement est le moins sûr et nécessitent moins de comparaisons que des paires aléatoires pour la même précision.</translation>
    </message>
    <message>
        <source>Only for the ε-uncertainty strategy: how strongly pairs with close scores are preferred. 0 ignores the score difference; larger values focus on near ties.</source>
        <translation>Uniquement pour la stratégie ε-incertitude&#xa0;: à quel point les paires aux scores proches sont préférées. 0 ignore l’écart de score&#xa0;; des valeurs plus grandes se concentrent sur les quasi-égalités.</translation>
    </message>
    <message>
        <source>How many pairs are chosen at once before the model is updated. Larger batches keep a fast judge busy; smaller ones adapt to the answers sooner.</source>
        <translation>Combien de paires sont choisies à la fois avant la mise à jour du modèle. Des lots plus grands occupent un juge rapide&#xa0;; des lots plus petits s’adaptent plus tôt aux réponses.</translation>
    </message>
    <message>
        <source>With 1 or more, the next batch is chosen while the current one is still being answered, counting its pairs as asked. The run stays reproducible: the choice never depends on the order in which answers arrive.</source>
        <translation>À partir de 1, le lot suivant est choisi pendant que le lot actuel reçoit encore ses réponses, ses paires étant comptées comme posées. L’exécution reste reproductible&#xa0;: le choix ne dépend jamais de l’ordre d’arrivée des réponses.</translation>
    </message>
    <message>
        <source>Ask each chosen pair as A–B and as B–A</source>
        <translation>Poser chaque paire choisie en A–B et en B–A</translation>
    </message>
    <message>
        <source>Every chosen pair is also asked in the other order, which cancels the judge&apos;s preference for a position at twice the cost per pair.</source>
        <translation>Chaque paire choisie est aussi posée dans l’autre ordre, ce qui annule la préférence du juge pour une position, pour un coût double par paire.</translation>
    </message>
    <message>
        <source>The seed of the random choices (pairs, order of A and B). The same settings and seed choose the same pairs again.</source>
        <translation>La graine des choix aléatoires (paires, ordre de A et B). Les mêmes réglages et la même graine choisissent de nouveau les mêmes paires.</translation>
    </message>
    <message>
        <source>How the comparison budget of each context is given: as a multiple of its number of candidates N (10 × N is a common start) or as a fixed number of comparisons.</source>
        <translation>Comment le budget de comparaisons de chaque contexte est exprimé&#xa0;: en multiple de son nombre de candidats N (10 × N est un point de départ courant) ou en nombre fixe de comparaisons.</translation>
    </message>
    <message>
        <source>The number of comparisons (or the multiple of N) after which a context is asked nothing more. Answers reused from the project count; failed requests do not.</source>
        <translation>Le nombre de comparaisons (ou le multiple de N) au-delà duquel un contexte ne reçoit plus de questions. Les réponses réutilisées du projet comptent&#xa0;; les requêtes échouées, non.</translation>
    </message>
    <message>
        <source>The run stops when its prompt and completion tokens together reach this number. 0 sets no limit.</source>
        <translation>L’exécution s’arrête lorsque ses jetons de prompt et de complétion atteignent ensemble ce nombre. 0 ne fixe aucune limite.</translation>
    </message>
    <message>
        <source>The run stops when its cost, computed from the judge&apos;s token prices, reaches this amount. 0 sets no limit.</source>
        <translation>L’exécution s’arrête lorsque son coût, calculé à partir des prix des jetons du juge, atteint ce montant. 0 ne fixe aucune limite.</translation>
    </message>
    <message>
        <source>The run stops after this many minutes of running; time spent paused does not count. 0 sets no limit.</source>
        <translation>L’exécution s’arrête après ce nombre de minutes de fonctionnement&#xa0;; le temps passé en pause ne compte pas. 0 ne fixe aucune limite.</translation>
    </message>
    <message>
        <source>Besides the budget, a context can stop once its ranking is certain enough: its entropy or its largest probability of reordering falls below the threshold, or it stops moving over a window of comparisons.</source>
        <translation>Outre le budget, un contexte peut s’arrêter dès que son classement est suffisamment sûr&#xa0;: son entropie ou sa plus grande probabilité de réordonnancement passe sous le seuil, ou il ne bouge plus sur une fenêtre de comparaisons.</translation>
    </message>
    <message>
        <source>The value X the rule compares with: the entropy or the probability of reordering must fall below it; for a ranking that stopped moving, the rank correlation must reach 1 − X.</source>
        <translation>La valeur X à laquelle la règle compare&#xa0;: l’entropie ou la probabilité de réordonnancement doit passer sous cette valeur&#xa0;; pour un classement qui ne bouge plus, la corrélation de rang doit atteindre 1 − X.</translation>
    </message>
    <message>
        <source>Only for “Ranking stopped moving”: the scores now are compared with those this many comparisons earlier.</source>
        <translation>Uniquement pour «&#xa0;Le classement ne bouge plus&#xa0;»&#xa0;: les scores actuels sont comparés à ceux d’il y a ce nombre de comparaisons.</translation>
    </message>
    <message>
        <source>Absolute scores</source>
        <translation>Scores absolus</translation>
    </message>
    <message>
        <source>Also rate every candidate once on 1…10 and join the ratings to the model; needs a criterion with an absolute template and a judge that gives token logprobs</source>
        <translation>Noter aussi chaque candidat une fois sur 1…10 et joindre les notes au modèle&#xa0;; nécessite un critère avec un modèle de prompt absolu et un juge qui fournit les logprobs des jetons</translation>
    </message>
    <message>
        <source>Each candidate is rated once with the criterion&apos;s absolute template. The probabilities of the ten ratings, from the judge&apos;s token logprobs, become one more expert on the candidate&apos;s score, with the weight beside.</source>
        <translation>Chaque candidat est noté une fois avec le modèle de prompt absolu du critère. Les probabilités des dix notes, tirées des logprobs des jetons du juge, deviennent un expert de plus sur le score du candidat, avec le poids indiqué à côté.</translation>
    </message>
    <message>
        <source>Absolute score weight</source>
        <translation>Poids des scores absolus</translation>
    </message>
    <message>
        <source>How much one absolute rating counts against the comparisons (1: as given)</source>
        <translation>Combien une note absolue compte face aux comparaisons (1&#xa0;: telle quelle)</translation>
    </message>
    <message>
        <source>The weight of each absolute rating&apos;s expert in the product of experts: below 1 it counts less than the judge&apos;s calibrated rating, above 1 more.</source>
        <translation>Le poids de l’expert de chaque note absolue dans le produit d’experts&#xa0;: en dessous de 1, elle compte moins que la note calibrée du juge, au-dessus de 1, davantage.</translation>
    </message>
    <message>
        <source>Wei&amp;ght:</source>
        <translation>P&amp;oids&#xa0;:</translation>
    </message>
    <message>
        <source>Absolute scores:</source>
        <translation>Scores absolus&#xa0;:</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>Étiquettes humaines</translation>
    </message>
    <message>
        <source>Join the human labels of the criterion to the model, also those stored while the run goes on</source>
        <translation>Joindre au modèle les étiquettes humaines du critère, y compris celles enregistrées pendant l’exécution</translation>
    </message>
    <message>
        <source>Every human label of the criterion becomes two experts of the product, one per order, so that the judge&apos;s positional bias cancels out of them. Labels stored during the run, in the Annotate tab or by other annotators, join their context at its next refit.</source>
        <translation>Chaque étiquette humaine du critère devient deux experts du produit, un par ordre, de sorte que le biais de position du juge s’annule. Les étiquettes enregistrées pendant l’exécution, dans l’onglet Annoter ou par d’autres annotateurs, rejoignent leur contexte à son prochain réajustement.</translation>
    </message>
    <message>
        <source>Human label weight</source>
        <translation>Poids des étiquettes humaines</translation>
    </message>
    <message>
        <source>How much one human label counts against one judgement (1: as much)</source>
        <translation>Combien une étiquette humaine compte face à un jugement (1&#xa0;: autant)</translation>
    </message>
    <message>
        <source>The weight of each human label in the product of experts. People are usually more reliable than the judge: a weight above 1 lets a label outweigh several judgements.</source>
        <translation>Le poids de chaque étiquette humaine dans le produit d’experts. Les personnes sont en général plus fiables que le juge&#xa0;: un poids supérieur à 1 permet à une étiquette de peser plus que plusieurs jugements.</translation>
    </message>
    <message>
        <source>Human labels:</source>
        <translation>Étiquettes humaines&#xa0;:</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>Poids&#xa0;:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Label budget</source>
        <translation>Budget d’étiquettes</translation>
    </message>
    <message>
        <source>How many pairs the run may put to people; none: it asks nobody</source>
        <translation>Combien de paires l’exécution peut soumettre aux personnes&#xa0;; aucun&#xa0;: elle ne demande à personne</translation>
    </message>
    <message>
        <source>The run puts up to this many of the pairs its judge answered to people, chosen where a label is worth most: where the judge, recalibrated on the labels so far, is least sure and the ranking least certain. The Annotate tab offers them first; the judge is not asked their other order.</source>
        <translation>L’exécution soumet aux personnes jusqu’à ce nombre de paires auxquelles son juge a répondu, là où une étiquette vaut le plus&#xa0;: où le juge, recalibré sur les étiquettes déjà données, hésite le plus et où le classement est le moins sûr. L’onglet Annoter les propose en premier&#xa0;; le juge n’est pas interrogé sur leur autre ordre.</translation>
    </message>
    <message>
        <source>Label budget:</source>
        <translation>Budget d’étiquettes&#xa0;:</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunTab</name>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>Start the run, or continue the stored run with these settings (F5)</source>
        <translation>Démarrer l’exécution, ou poursuivre l’exécution enregistrée avec ces paramètres (F5)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Ask nothing new; answers in flight are still stored (F6)</source>
        <translation>Ne plus rien demander&#xa0;; les réponses en cours sont encore enregistrées (F6)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Resume the paused run (F7)</source>
        <translation>Reprendre l’exécution en pause (F7)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>Stop the run; what is stored stays, and Start continues it later (Shift+F5)</source>
        <translation>Arrêter l’exécution&#xa0;; ce qui est enregistré reste, et Démarrer la poursuit plus tard (Maj+F5)</translation>
    </message>
    <message>
        <source>Failure log</source>
        <translation>Journal des échecs</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Échecs</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>L’exécution a échoué.</translation>
    </message>
    <message>
        <source>Why Start is unavailable</source>
        <translation>Pourquoi Démarrer est indisponible</translation>
    </message>
    <message>
        <source>The project is opening…</source>
        <translation>Ouverture du projet…</translation>
    </message>
    <message>
        <source>Open or create a project to start a run.</source>
        <translation>Ouvrez ou créez un projet pour lancer une exécution.</translation>
    </message>
    <message>
        <source>Reading the project&apos;s judges and criteria…</source>
        <translation>Lecture des juges et des critères du projet…</translation>
    </message>
    <message>
        <source>The project has no judge yet: add one with Judges… in the menu bar.</source>
        <translation>Le projet n’a pas encore de juge&#xa0;: ajoutez-en un avec Juges… dans la barre de menus.</translation>
    </message>
    <message>
        <source>The project has no criterion yet: add one with Judges… in the menu bar.</source>
        <translation>Le projet n’a pas encore de critère&#xa0;: ajoutez-en un avec Juges… dans la barre de menus.</translation>
    </message>
    <message>
        <source>The judge&apos;s servers</source>
        <translation>Les serveurs du juge</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Serveurs</translation>
    </message>
    <message>
        <source>Checking the project file&apos;s integrity…</source>
        <translation>Vérification de l&apos;intégrité du fichier du projet…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ScorePlot</name>
    <message>
        <source>Scores with 95 % intervals</source>
        <translation>Scores avec intervalles à 95&#xa0;%</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalle à 95&#xa0;%</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Score plot</source>
        <translation>Graphique des scores</translation>
    </message>
    <message>
        <source>Scores of %L1 evenly spaced ranks</source>
        <translation>Scores de %L1 rangs régulièrement espacés</translation>
    </message>
    <message>
        <source>Rank (of %L1)</source>
        <translation>Rang (sur %L1)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ThroughputChart</name>
    <message>
        <source>Throughput and spend</source>
        <translation>Débit et dépenses</translation>
    </message>
    <message>
        <source>Elapsed time (s)</source>
        <translation>Temps écoulé (s)</translation>
    </message>
    <message>
        <source>Judgements/s</source>
        <translation>Jugements/s</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Dépense</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::WinRateMatrixModel</name>
    <message>
        <source>P(%1 preferred over %2) = %3 (95 % interval in brackets)</source>
        <translation>P(%1 préféré à %2) = %3 (intervalle à 95&#xa0;% entre crochets)</translation>
    </message>
    <message>
        <source>No judgement compares %1 and %2 yet.</source>
        <extracomment>A blank cell of the win-rate matrix: the two systems were never compared.</extracomment>
        <translation>Aucun jugement ne compare encore %1 et %2.</translation>
    </message>
    <message>
        <source>No win rate for %1 against %2: %3</source>
        <extracomment>A blank cell of the win-rate matrix: %3 is the estimator&apos;s reason, in English.</extracomment>
        <translation>Pas de taux de victoire de %1 contre %2&#xa0;: %3</translation>
    </message>
</context>
</TS>
