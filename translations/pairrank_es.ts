<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AnnotationAgreement</name>
    <message>
        <source>needs at least three annotators</source>
        <translation>se necesitan al menos tres anotadores</translation>
    </message>
    <message>
        <source>no pair was labelled by every annotator</source>
        <translation>ningún par fue etiquetado por todos los anotadores</translation>
    </message>
</context>
<context>
    <name>AnnotationQueue</name>
    <message>
        <source>no judgements in this context yet: random pair</source>
        <translation>aún no hay juicios en este contexto: par aleatorio</translation>
    </message>
    <message>
        <source>ranks %1 and %2, P(above next) = %3</source>
        <translation>puestos %1 y %2, P(sobre el siguiente) = %3</translation>
    </message>
    <message>
        <source>systems %1 vs. %2, %3 human labels so far</source>
        <translation>sistemas %1 frente a %2, %3 etiquetas humanas hasta ahora</translation>
    </message>
    <message>
        <source>random pair</source>
        <translation>par aleatorio</translation>
    </message>
    <message>
        <source>second label, for agreement</source>
        <translation>segunda etiqueta, para el acuerdo</translation>
    </message>
    <message>
        <source>a run asks people: the judge is unsure (%1 for the one it saw first)</source>
        <extracomment>Why the Annotate tab shows this pair: a run asked people about it; the judge&apos;s probability, recalibrated on the labels so far, that the first shown is better.</extracomment>
        <translation>una ejecución pregunta a las personas: el juez duda (%1 para el que vio primero)</translation>
    </message>
    <message>
        <source>no pair waits for people; %1</source>
        <extracomment>Why the Annotate tab shows this pair: no run asks people about a pair now, so the pair the ranking is least sure of comes; %1 says why that one.</extracomment>
        <translation>ningún par espera a personas; %1</translation>
    </message>
</context>
<context>
    <name>CalibrationReport</name>
    <message numerus="yes">
        <source>%1 vs %2: only %n human-labelled item(s); the judge&apos;s accuracy and the calibrated win rates rest on little evidence.</source>
        <translation>
            <numerusform>%1 frente a %2: solo %n elemento etiquetado por personas; la precisión del juez y las tasas de victoria calibradas se basan en poca evidencia.</numerusform>
            <numerusform>%1 frente a %2: solo %n elementos etiquetados por personas; la precisión del juez y las tasas de victoria calibradas se basan en poca evidencia.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 vs %2: no Dawid–Skene estimate: %3</source>
        <translation>%1 frente a %2: sin estimación de Dawid-Skene: %3</translation>
    </message>
    <message>
        <source>%1 vs %2: judge %3 has q0 + q1 = %4 ≤ 1 against the humans: no better than chance, so its win rate cannot be calibrated.</source>
        <translation>%1 frente a %2: el juez %3 tiene q0 + q1 = %4 ≤ 1 frente a las personas: no es mejor que el azar, así que su tasa de victoria no se puede calibrar.</translation>
    </message>
    <message>
        <source>%1 vs %2: no BWRS estimate for judge %3: %4</source>
        <translation>%1 frente a %2: sin estimación BWRS para el juez %3: %4</translation>
    </message>
    <message>
        <source>Reading the judgements and labels…</source>
        <translation>Leyendo los juicios y las etiquetas…</translation>
    </message>
    <message>
        <source>Fitting the calibrated win rates…</source>
        <translation>Ajustando las tasas de victoria calibradas…</translation>
    </message>
    <message>
        <source>Reading the judges&apos; evidence…</source>
        <translation>Leyendo la evidencia de los jueces…</translation>
    </message>
    <message>
        <source>The pooled regression&apos;s sampler has not settled: split R̂ up to %1 (below %2 expected) and %3 effective draws for the worst pair (%4 expected). Its win rates and intervals carry Monte Carlo error; recompute with another seed to see how much.</source>
        <translation>El muestreador de la regresión agrupada no se ha estabilizado: R̂ dividido de hasta %1 (se espera menos de %2) y %3 extracciones efectivas en el peor par (se esperan %4). Sus tasas de victorias e intervalos tienen error de Monte Carlo; recalcule con otra semilla para ver cuánto.</translation>
    </message>
    <message>
        <source>Human labels on pairs chosen for what a label is worth, not at random: %1 of %2 (%3 on pairs a run put to people, %4 on pairs the Annotate tab chose as the ranking&apos;s most uncertain). The pooled regression needs labels that depend only on the judges&apos; verdicts, and Dawid–Skene, BWRS and the judges&apos; accuracies need a random sample; such a choice is neither, so all of them may be biased. Labels of pairs chosen with &quot;Next pair: Random&quot; in the Annotate tab are a random sample.</source>
        <translation>Etiquetas humanas en pares elegidos por lo que vale una etiqueta, no al azar: %1 de %2 (%3 en pares que una ejecución asignó a personas, %4 en pares que la pestaña Anotar eligió como los más inciertos de la clasificación). La regresión agrupada necesita etiquetas que dependan solo de los veredictos de los jueces, y Dawid-Skene, BWRS y las precisiones de los jueces necesitan una muestra aleatoria; tal elección no es ninguna de las dos cosas, así que todas pueden estar sesgadas. Las etiquetas de pares elegidos con «Siguiente par: Aleatorio» en la pestaña Anotar son una muestra aleatoria.</translation>
    </message>
    <message>
        <source>%1 vs %2 (%3)</source>
        <extracomment>One pair of systems in a list: &quot;M0 vs M1 (2)&quot;, its human-labelled items.</extracomment>
        <translation>%1 frente a %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of systems have fewer than %1 human-labelled items, so the judge&apos;s accuracy and the calibrated win rates rest on little evidence there: %2.</source>
        <extracomment>%1: the least number of human-labelled items that earns no warning; %2: the pairs, each with its number of human-labelled items.</extracomment>
        <translation>
            <numerusform>%n par de sistemas tiene menos de %1 elementos etiquetados por personas, así que la precisión del juez y las tasas de victoria calibradas se basan ahí en poca evidencia: %2.</numerusform>
            <numerusform>%n pares de sistemas tienen menos de %1 elementos etiquetados por personas, así que la precisión del juez y las tasas de victoria calibradas se basan ahí en poca evidencia: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CandidateDetailsText</name>
    <message>
        <source>System: %1</source>
        <translation>Sistema: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Reference scores: %1</source>
        <translation>Puntuaciones de referencia: %1</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>Contexto %1</translation>
    </message>
</context>
<context>
    <name>ContextHelp</name>
    <message>
        <source>More in the user guide</source>
        <translation>Más en la guía del usuario</translation>
    </message>
</context>
<context>
    <name>DiagnosticTexts</name>
    <message>
        <source>it needs reference scores or human labels of judged pairs to tell length from quality</source>
        <extracomment>Why no length bias is shown: the judge&apos;s own answers cannot tell a preference for longer texts from one for better texts that are longer.</extracomment>
        <translation>hacen falta puntuaciones de referencia o etiquetas humanas de pares juzgados para separar la longitud de la calidad</translation>
    </message>
    <message>
        <source>too few judged pairs have reference scores or human labels</source>
        <translation>demasiado pocos pares juzgados tienen puntuaciones de referencia o etiquetas humanas</translation>
    </message>
    <message>
        <source>in the pairs with reference scores or human labels, length does not vary apart from quality</source>
        <translation>en los pares con puntuaciones de referencia o etiquetas humanas, la longitud no varía con independencia de la calidad</translation>
    </message>
</context>
<context>
    <name>ImportValidationText</name>
    <message>
        <source>Checking every record…</source>
        <translation>Comprobando cada registro…</translation>
    </message>
    <message>
        <source>Trying the import without saving it…</source>
        <translation>Probando la importación sin guardarla…</translation>
    </message>
</context>
<context>
    <name>MethodNames</name>
    <message>
        <source>Soft Bradley–Terry (PoE-BT)</source>
        <translation>Bradley-Terry suave (PoE-BT)</translation>
    </message>
    <message>
        <source>Gaussian PoE</source>
        <translation>PoE gaussiano</translation>
    </message>
    <message>
        <source>PoE, Φ link, Beta</source>
        <translation>PoE, enlace Φ, beta</translation>
    </message>
    <message>
        <source>PoE, Φ link, Gaussian</source>
        <translation>PoE, enlace Φ, gaussiano</translation>
    </message>
    <message>
        <source>Bradley–Terry (hard)</source>
        <translation>Bradley-Terry (estricto)</translation>
    </message>
    <message>
        <source>Average probability</source>
        <translation>Probabilidad media</translation>
    </message>
    <message>
        <source>Win ratio</source>
        <translation>Proporción de victorias</translation>
    </message>
    <message>
        <source>ε-uncertainty</source>
        <translation>ε-incertidumbre</translation>
    </message>
    <message>
        <source>Probability of reordering</source>
        <translation>Probabilidad de reordenación</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>Varianza</translation>
    </message>
    <message>
        <source>Minimum uncertainty</source>
        <translation>Incertidumbre mínima</translation>
    </message>
    <message>
        <source>D-optimal</source>
        <translation>D-óptima</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Random, no repeats</source>
        <translation>Aleatoria, sin repetir</translation>
    </message>
    <message>
        <source>Symmetric random</source>
        <translation>Aleatoria simétrica</translation>
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
        <translation>tasa de victoria</translation>
    </message>
    <message>
        <source>blue: row system preferred · orange: column system preferred</source>
        <translation>azul: preferido el sistema de la fila · naranja: preferido el sistema de la columna</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>Matriz de tasas de victoria</translation>
    </message>
    <message>
        <source>Win rate of each pair of systems, 95 % intervals</source>
        <translation>Tasa de victoria de cada par de sistemas, intervalos del 95 %</translation>
    </message>
    <message>
        <source>Judge accuracy against the human labels, 95 % intervals</source>
        <translation>Precisión de los jueces frente a las etiquetas humanas, intervalos del 95 %</translation>
    </message>
    <message>
        <source>q0: how often the judge agreed with the humans when they preferred the first system of a pair; q1: the same when they preferred the second. Below the dashed 0.5 line a judge is worse than a coin.</source>
        <translation>q0: con qué frecuencia el juez coincidió con las personas cuando preferían el primer sistema de un par; q1: lo mismo cuando preferían el segundo. Por debajo de la línea discontinua de 0,5, un juez es peor que lanzar una moneda.</translation>
    </message>
    <message>
        <source>Point: estimate · line: 95 % interval · dashed: 0.5 (a tie)</source>
        <translation>Punto: estimación · línea: intervalo del 95 % · discontinua: 0,5 (empate)</translation>
    </message>
    <message>
        <source>P(first system preferred)</source>
        <translation>P(primer sistema preferido)</translation>
    </message>
    <message>
        <source>Blue: q0 (humans preferred the first system) · red: q1 (humans preferred the second)</source>
        <translation>Azul: q0 (las personas preferían el primer sistema) · rojo: q1 (preferían el segundo)</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>precisión</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continuación)</translation>
    </message>
    <message>
        <source>Cell: P(row system preferred over column system), %1 posterior mean</source>
        <translation>Celda: P(sistema de la fila preferido al de la columna), media posterior de %1</translation>
    </message>
    <message>
        <source>Each cell is the calibrated probability that the row system is preferred over the column system (the headline estimate: the pooled regression when the project has human labels, otherwise Dawid–Skene); systems are in ranking order.</source>
        <translation>Cada celda es la probabilidad calibrada de que el sistema de la fila sea preferido al de la columna (la estimación principal: la regresión agrupada cuando el proyecto tiene etiquetas humanas; si no, Dawid-Skene); los sistemas están en orden de clasificación.</translation>
    </message>
    <message>
        <source>P(first system preferred) for each pair: the calibrated headline estimate of all judges and human labels (black; Dawid–Skene below it when the headline is the pooled regression), each judge&apos;s BWRS estimate (orange) and its raw observed win rate (grey). An interval that does not cross the dashed 0.5 line means one system is preferred with 95 % credibility.</source>
        <translation>P(primer sistema preferido) para cada par: la estimación principal calibrada de todos los jueces y etiquetas humanas (negro; Dawid-Skene debajo cuando la principal es la regresión agrupada), la estimación BWRS de cada juez (naranja) y su tasa de victorias observada sin corregir (gris). Un intervalo que no cruza la línea discontinua de 0,5 significa que un sistema es preferido con un 95 % de credibilidad.</translation>
    </message>
</context>
<context>
    <name>ReportExporter</name>
    <message>
        <source>Writing the HTML report…</source>
        <translation>Escribiendo el informe HTML…</translation>
    </message>
    <message>
        <source>Writing the PDF report…</source>
        <translation>Escribiendo el informe PDF…</translation>
    </message>
    <message>
        <source>Writing the JSON data…</source>
        <translation>Escribiendo los datos JSON…</translation>
    </message>
    <message>
        <source>Writing the CSV tables…</source>
        <translation>Escribiendo las tablas CSV…</translation>
    </message>
    <message>
        <source>Drawing the charts…</source>
        <translation>Dibujando los gráficos…</translation>
    </message>
    <message>
        <source>no export format chosen</source>
        <translation>no se eligió ningún formato de exportación</translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation>el nombre de archivo está vacío</translation>
    </message>
    <message>
        <source>the file name “%1” must not contain a folder</source>
        <translation>el nombre de archivo «%1» no debe contener una carpeta</translation>
    </message>
    <message>
        <source>the folder “%1” does not exist</source>
        <translation>la carpeta «%1» no existe</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>could not make %1</source>
        <translation>no se pudo crear %1</translation>
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
        <translation>   observada · %1</translation>
    </message>
    <message>
        <source>no human label for this side</source>
        <translation>sin etiqueta humana para este lado</translation>
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
        <translation>no estimado: %1</translation>
    </message>
    <message>
        <source>%1 vs %2 · %3</source>
        <translation>%1 frente a %2 · %3</translation>
    </message>
    <message>
        <source>   Dawid–Skene · all judges</source>
        <translation>   Dawid-Skene · todos los jueces</translation>
    </message>
</context>
<context>
    <name>ReportGathering</name>
    <message>
        <source>reading the project: %1</source>
        <translation>leyendo el proyecto: %1</translation>
    </message>
    <message>
        <source>reading the contexts: %1</source>
        <translation>leyendo los contextos: %1</translation>
    </message>
    <message>
        <source>Estimating the win rates…</source>
        <translation>Estimando las tasas de victoria…</translation>
    </message>
    <message>
        <source>Ranking context %1…</source>
        <translation>Clasificando el contexto %1…</translation>
    </message>
    <message>
        <source>Context %1: %2</source>
        <translation>Contexto %1: %2</translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>None.</source>
        <translation>Ninguno.</translation>
    </message>
    <message>
        <source>Ranking not available: %1</source>
        <translation>Clasificación no disponible: %1</translation>
    </message>
    <message>
        <source>row preferred over column</source>
        <translation>fila preferida a la columna</translation>
    </message>
    <message>
        <source>average</source>
        <translation>media</translation>
    </message>
    <message>
        <source>not estimated: %1</source>
        <translation>no estimado: %1</translation>
    </message>
    <message>
        <source>prior</source>
        <translation>a priori</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>juez</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>observada</translation>
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
        <translation>q0 (personas: primero)</translation>
    </message>
    <message>
        <source>agreed / labelled</source>
        <translation>coincidencias / etiquetados</translation>
    </message>
    <message>
        <source>q1 (humans: second)</source>
        <translation>q1 (personas: segundo)</translation>
    </message>
    <message>
        <source>overall accuracy</source>
        <translation>precisión global</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>no medido</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advertencias</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>Matriz de tasas de victoria</translation>
    </message>
    <message>
        <source>Pairs of systems</source>
        <translation>Pares de sistemas</translation>
    </message>
    <message>
        <source>Judge accuracy</source>
        <translation>Precisión de los jueces</translation>
    </message>
    <message>
        <source>Judge bias</source>
        <translation>Sesgo de los jueces</translation>
    </message>
    <message>
        <source>Candidate rankings</source>
        <translation>Clasificaciones de candidatos</translation>
    </message>
    <message>
        <source>Reproduction settings</source>
        <translation>Ajustes para reproducir</translation>
    </message>
    <message>
        <source>PairRank report: %1 — %2</source>
        <translation>Informe de PairRank: %1 — %2</translation>
    </message>
    <message>
        <source>Created %1 (UTC) with PairRank %2 from %3.</source>
        <translation>Creado el %1 (UTC) con PairRank %2 a partir de %3.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>no disponible</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>puesto</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>candidato</translation>
    </message>
    <message>
        <source>system</source>
        <translation>sistema</translation>
    </message>
    <message>
        <source>P(above next)</source>
        <translation>P(sobre el siguiente)</translation>
    </message>
    <message>
        <source>judgements</source>
        <translation>juicios</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>referencia</translation>
    </message>
    <message>
        <source>No judgement to measure the judges&apos; bias on.</source>
        <translation>No hay juicios con los que medir el sesgo de los jueces.</translation>
    </message>
    <message>
        <source>Over every judgement of the criterion, all judges together; 95 % intervals.</source>
        <translation>Sobre todos los juicios del criterio, todos los jueces juntos; intervalos del 95 %.</translation>
    </message>
    <message>
        <source>share of decisions for the first position (0.5: none)</source>
        <translation>proporción de decisiones por la primera posición (0,5: ninguno)</translation>
    </message>
    <message>
        <source>home advantage δ of the first position (0: none)</source>
        <translation>ventaja δ de la primera posición (0: ninguna)</translation>
    </message>
    <message>
        <source>order consistency over pairs asked both ways (1: perfect)</source>
        <translation>coherencia de orden en pares preguntados en ambos sentidos (1: perfecta)</translation>
    </message>
    <message>
        <source>diagnostic</source>
        <translation>diagnóstico</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimación</translation>
    </message>
    <message>
        <source>comparisons</source>
        <translation>comparaciones</translation>
    </message>
    <message>
        <source>No ranking could be computed.</source>
        <translation>No se pudo calcular ninguna clasificación.</translation>
    </message>
    <message>
        <source>Context %1</source>
        <translation>Contexto %1</translation>
    </message>
    <message>
        <source>%1 more contexts are in the CSV and JSON exports.</source>
        <translation>Hay %1 contextos más en las exportaciones CSV y JSON.</translation>
    </message>
    <message>
        <source>Judges</source>
        <translation>Jueces</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>backend</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>prompt SHA-256</source>
        <translation>SHA-256 del prompt</translation>
    </message>
    <message>
        <source>Prompt of %1:</source>
        <translation>Prompt de %1:</translation>
    </message>
    <message>
        <source>Settings of %1:</source>
        <translation>Ajustes de %1:</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <source>run</source>
        <translation>ejecución</translation>
    </message>
    <message>
        <source>label</source>
        <translation>etiqueta</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>estrategia</translation>
    </message>
    <message>
        <source>scoring model</source>
        <translation>modelo de puntuación</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <source>status</source>
        <translation>estado</translation>
    </message>
    <message>
        <source>Configuration of run %1:</source>
        <translation>Configuración de la ejecución %1:</translation>
    </message>
    <message>
        <source>Estimators</source>
        <translation>Estimadores</translation>
    </message>
    <message>
        <source>setting</source>
        <translation>ajuste</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valor</translation>
    </message>
    <message>
        <source>criterion</source>
        <translation>criterio</translation>
    </message>
    <message>
        <source>interval level</source>
        <translation>nivel del intervalo</translation>
    </message>
    <message>
        <source>Dawid–Skene chains × draws, warm-up</source>
        <translation>Dawid-Skene cadenas × extracciones, calentamiento</translation>
    </message>
    <message>
        <source>Dawid–Skene seed</source>
        <translation>semilla de Dawid-Skene</translation>
    </message>
    <message>
        <source>BWRS draws, out-of-range draws</source>
        <translation>extracciones BWRS, extracciones fuera de rango</translation>
    </message>
    <message>
        <source>BWRS seed</source>
        <translation>semilla de BWRS</translation>
    </message>
    <message>
        <source>ranking model, seed</source>
        <translation>modelo de clasificación, semilla</translation>
    </message>
    <message>
        <source>judgements, human labels</source>
        <translation>juicios, etiquetas humanas</translation>
    </message>
    <message>
        <source>PairRank version</source>
        <translation>versión de PairRank</translation>
    </message>
    <message>
        <source>created (UTC)</source>
        <translation>creado (UTC)</translation>
    </message>
    <message>
        <source>project file</source>
        <translation>archivo del proyecto</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>tasa de victoria</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalo del 95 %</translation>
    </message>
    <message>
        <source>based on</source>
        <translation>basado en</translation>
    </message>
    <message>
        <source>%1 items; %2 human labels, %3 of them for %4; prior: %5</source>
        <translation>%1 elementos; %2 etiquetas humanas, %3 de ellas para %4; a priori: %5</translation>
    </message>
    <message>
        <source>all, with the humans</source>
        <translation>todos, con las personas</translation>
    </message>
    <message>
        <source>%1 chains × %2 draws, R̂ %3</source>
        <translation>%1 cadenas × %2 extracciones, R̂ %3</translation>
    </message>
    <message>
        <source>%1 of %2 judged items for %3</source>
        <translation>%1 de %2 elementos juzgados para %3</translation>
    </message>
    <message>
        <source>%1 of %2 draws used</source>
        <translation>%1 de %2 extracciones usadas</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>rank range</source>
        <translation>rango de puestos</translation>
    </message>
    <message>
        <source>judged</source>
        <translation>juzgados</translation>
    </message>
    <message>
        <source>Scoring model %1, from the judges&apos; comparisons and the human labels of the criterion (skips left out); scores are centred to mean 0.</source>
        <translation>Modelo de puntuación %1, a partir de las comparaciones de los jueces y las etiquetas humanas del criterio (excluidos los saltos); las puntuaciones están centradas en media 0.</translation>
    </message>
    <message>
        <source>Scoring model %1, from the judges&apos; comparisons only; scores are centred to mean 0.</source>
        <translation>Modelo de puntuación %1, solo a partir de las comparaciones de los jueces; las puntuaciones están centradas en media 0.</translation>
    </message>
    <message>
        <source>%1 comparisons by judges, %2 human labels used.</source>
        <translation>Se usaron %1 comparaciones de jueces y %2 etiquetas humanas.</translation>
    </message>
    <message>
        <source>%1 comparisons by judges.</source>
        <translation>%1 comparaciones de jueces.</translation>
    </message>
    <message>
        <source>The judge&apos;s absolute ratings of %1 candidates are experts of this ranking too.</source>
        <translation>Las valoraciones absolutas del juez de %1 candidatos también entran en esta clasificación.</translation>
    </message>
    <message>
        <source>Win rate = P(first system preferred). Observed: the judge&apos;s raw share of wins. BWRS: Bayesian win-rate sampling, corrected by the judge&apos;s accuracy against the humans. Pooled regression: the human win rate over the pair&apos;s items, from one regression of the human labels on all judges&apos; verdicts across every pair. Dawid–Skene: all judges and human labels jointly, under the prior setting shown.</source>
        <translation>Tasa de victorias = P(primer sistema preferido). Observada: la proporción bruta de victorias según el juez. BWRS: muestreo bayesiano de la tasa de victorias, corregido por la precisión del juez frente a las personas. Regresión agrupada: la tasa de victorias humana sobre los elementos del par, a partir de una regresión de las etiquetas humanas sobre los veredictos de todos los jueces en todos los pares. Dawid-Skene: todos los jueces y etiquetas humanas conjuntamente, con el ajuste de prior indicado.</translation>
    </message>
    <message>
        <source>The matrix and the summary use the %1 estimates.</source>
        <translation>La matriz y el resumen usan las estimaciones de %1.</translation>
    </message>
    <message>
        <source>Pooled regression</source>
        <translation>Regresión agrupada</translation>
    </message>
    <message>
        <source>all, with the humans of every pair</source>
        <translation>todos, con las personas de cada par</translation>
    </message>
    <message>
        <source>R̂ %1, effective draws %2</source>
        <translation>R̂ %1, extracciones efectivas %2</translation>
    </message>
    <message>
        <source>λ %1, %2 human labels</source>
        <translation>λ %1, %2 etiquetas humanas</translation>
    </message>
    <message>
        <source>PPI++: prediction-powered inference, the human labels corrected by the judges&apos; verdicts on every item as far as the verdicts prove to help (λ); it needs a random sample of human labels.</source>
        <translation>PPI++: inferencia potenciada por predicción, las etiquetas humanas corregidas por los veredictos de los jueces sobre cada elemento en la medida en que los veredictos resultan útiles (λ); necesita una muestra aleatoria de etiquetas humanas.</translation>
    </message>
    <message>
        <source>PPI++</source>
        <translation>PPI++</translation>
    </message>
    <message>
        <source>pooled regression chains × draws kept, warm-up</source>
        <translation>regresión agrupada: cadenas × extracciones conservadas, calentamiento</translation>
    </message>
    <message>
        <source>pooled regression seed</source>
        <translation>semilla de la regresión agrupada</translation>
    </message>
    <message>
        <source>length bias: slope of logit p per 1,000 characters, quality held fixed by reference scores or human labels (0: none)</source>
        <translation>sesgo de longitud: pendiente del logit p por cada 1000 caracteres, con la calidad fijada por puntuaciones de referencia o etiquetas humanas (0: ninguno)</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>no medido: %1</translation>
    </message>
    <message>
        <source>%1 more candidates of this context are in the CSV and JSON exports.</source>
        <translation>Otros %1 candidatos de este contexto están en las exportaciones CSV y JSON.</translation>
    </message>
</context>
<context>
    <name>ReportSummary</name>
    <message>
        <source>The %1 % interval lies above 50 %: %2 is preferred over %3 with at least %1 % credibility.</source>
        <translation>El intervalo del %1 % está por encima del 50 %: %2 es preferido a %3 con al menos un %1 % de credibilidad.</translation>
    </message>
    <message>
        <source>The %1 % interval lies below 50 %: %3 is preferred over %2 with at least %1 % credibility.</source>
        <translation>El intervalo del %1 % está por debajo del 50 %: %3 es preferido a %2 con al menos un %1 % de credibilidad.</translation>
    </message>
    <message>
        <source>The %1 % interval includes 50 %: the data cannot tell %2 and %3 apart with confidence.</source>
        <translation>El intervalo del %1 % incluye el 50 %: los datos no permiten distinguir con seguridad entre %2 y %3.</translation>
    </message>
    <message numerus="yes">
        <source>Criterion “%1”: %n system(s) compared, from %2 LLM judgements and %3 human labels.</source>
        <translation>
            <numerusform>Criterio «%1»: %n sistema comparado, a partir de %2 juicios de LLM y %3 etiquetas humanas.</numerusform>
            <numerusform>Criterio «%1»: %n sistemas comparados, a partir de %2 juicios de LLM y %3 etiquetas humanas.</numerusform>
        </translation>
    </message>
    <message>
        <source>No ranking of the systems could be made.</source>
        <translation>No se pudo clasificar los sistemas.</translation>
    </message>
    <message>
        <source>%1 ranks first: on average it is preferred in %2 % of comparisons against the systems it was compared with.</source>
        <translation>%1 queda primero: de media es preferido en el %2 % de las comparaciones con los sistemas con los que se comparó.</translation>
    </message>
    <message>
        <source>%1 ranks first.</source>
        <translation>%1 queda primero.</translation>
    </message>
    <message>
        <source>%1 and %2: no calibrated win rate (see the warnings and the pair details).</source>
        <translation>%1 y %2: sin tasa de victoria calibrada (véanse las advertencias y el detalle de los pares).</translation>
    </message>
    <message>
        <source>%1 over %2: preferred in %3 % of comparisons (%4 % interval %5–%6 %), a margin of %7 percentage points over a tie. %8</source>
        <translation>%1 sobre %2: preferido en el %3 % de las comparaciones (intervalo del %4 %: %5–%6 %), un margen de %7 puntos porcentuales sobre un empate. %8</translation>
    </message>
    <message>
        <source>Judge %1 agreed with the human labels on %2 % of the %3 items both labelled.</source>
        <translation>El juez %1 coincidió con las etiquetas humanas en el %2 % de los %3 elementos etiquetados por ambos.</translation>
    </message>
    <message>
        <source>Judge %1 has no item labelled by humans too: its accuracy is unknown.</source>
        <translation>El juez %1 no tiene ningún elemento etiquetado también por personas: su precisión es desconocida.</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) below qualify these numbers.</source>
        <translation>
            <numerusform>%n advertencia más abajo matiza estas cifras.</numerusform>
            <numerusform>%n advertencias más abajo matizan estas cifras.</numerusform>
        </translation>
    </message>
    <message>
        <source>pooled regression</source>
        <translation>regresión agrupada</translation>
    </message>
    <message>
        <source>Dawid–Skene</source>
        <translation>Dawid-Skene</translation>
    </message>
    <message>
        <source>The win rates are the human win rates over each pair&apos;s items, estimated by the pooled regression of the human labels on all judges&apos; verdicts across the pairs.</source>
        <translation>Las tasas de victorias son las tasas humanas sobre los elementos de cada par, estimadas con la regresión agrupada de las etiquetas humanas sobre los veredictos de todos los jueces en todos los pares.</translation>
    </message>
    <message>
        <source>The win rates are the joint Dawid–Skene estimates of all judges and human labels.</source>
        <translation>Las tasas de victorias son las estimaciones conjuntas de Dawid-Skene de todos los jueces y etiquetas humanas.</translation>
    </message>
    <message>
        <source>Criterion “%1”: no win rates, because %2. Below, each judge&apos;s agreement with the people on the pairs of texts both judged (%3 LLM judgements, %4 human labels); the first text of a pair is the one imported first.</source>
        <extracomment>%1: the criterion; %2: why, e.g. &quot;no candidate names the system that wrote it …&quot;</extracomment>
        <translation>Criterio «%1»: no hay tasas de victoria, porque %2. Abajo, la concordancia de cada juez con las personas en los pares de textos que ambos juzgaron (%3 juicios de LLM, %4 etiquetas humanas); el primer texto de un par es el que se importó primero.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Ranking texts with pairwise comparisons by LLM judges and people.</source>
        <translation>Clasificar textos mediante comparaciones por pares de jueces LLM y personas.</translation>
    </message>
    <message>
        <source>Open the demo project, start a run, save every tab as &lt;folder&gt;/&lt;tab&gt;.png and quit.</source>
        <translation>Abrir el proyecto de demostración, iniciar una ejecución, guardar cada pestaña como &lt;folder&gt;/&lt;tab&gt;.png y salir.</translation>
    </message>
    <message>
        <source>The project file or server address (postgresql://…) to open (default: the last one, or the demo project on first start).</source>
        <translation>El archivo de proyecto o la dirección del servidor (postgresql://…) que abrir (por defecto: el último, o el proyecto de demostración en el primer inicio).</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AboutDialog</name>
    <message>
        <source>About PairRank</source>
        <translation>Acerca de PairRank</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PairRank %1&lt;/h3&gt;&lt;p&gt;Ranking texts with pairwise comparisons by LLM judges and people.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PairRank %1&lt;/h3&gt;&lt;p&gt;Clasificar textos mediante comparaciones por pares de jueces LLM y personas.&lt;/p&gt;&lt;p&gt;Software libre bajo la licencia MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Demo data provenance</source>
        <translation>Procedencia de los datos de demostración</translation>
    </message>
    <message>
        <source>&lt;b&gt;Demo project data&lt;/b&gt;</source>
        <translation>&lt;b&gt;Datos del proyecto de demostración&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AgreementTableModel</name>
    <message>
        <source>Annotator</source>
        <translation>Anotador</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Comparado con</translation>
    </message>
    <message>
        <source>Shared pairs</source>
        <translation>Pares comunes</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Acuerdo</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>κ de Cohen</translation>
    </message>
    <message>
        <source>judge “%1”</source>
        <translation>juez «%1»</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::AnnotateTab</name>
    <message numerus="yes">
        <source>Fleiss&apos; κ over %n pair(s) labelled by every annotator: %1</source>
        <translation>
            <numerusform>κ de Fleiss sobre %n par etiquetado por todos los anotadores: %1</numerusform>
            <numerusform>κ de Fleiss sobre %n pares etiquetados por todos los anotadores: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Fleiss&apos; κ: %1</source>
        <translation>κ de Fleiss: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>Annotator</source>
        <translation>Anotador</translation>
    </message>
    <message>
        <source>Your name: every label is stored with it</source>
        <translation>Su nombre: cada etiqueta se guarda con él</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Criterio</translation>
    </message>
    <message>
        <source>Where the next pair comes from</source>
        <translation>De dónde viene el siguiente par</translation>
    </message>
    <message>
        <source>Most uncertain for the ranking</source>
        <translation>El más incierto para la clasificación</translation>
    </message>
    <message>
        <source>Most useful to calibrate the judge</source>
        <translation>El más útil para calibrar el juez</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Target number of labels</source>
        <translation>Número objetivo de etiquetas</translation>
    </message>
    <message>
        <source>Labels against the target</source>
        <translation>Etiquetas respecto al objetivo</translation>
    </message>
    <message>
        <source>%v of %m labels</source>
        <translation>%v de %m etiquetas</translation>
    </message>
    <message>
        <source>Criterion:</source>
        <translation>Criterio:</translation>
    </message>
    <message>
        <source>Next pair:</source>
        <translation>Siguiente par:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Objetivo:</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexto</translation>
    </message>
    <message>
        <source>Text A, on the left</source>
        <translation>Texto A, a la izquierda</translation>
    </message>
    <message>
        <source>Text B, on the right</source>
        <translation>Texto B, a la derecha</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Acuerdo</translation>
    </message>
    <message>
        <source>Agreement of the annotators and the judge</source>
        <translation>Acuerdo entre los anotadores y el juez</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>&amp;A is better</source>
        <translation>&amp;A es mejor</translation>
    </message>
    <message>
        <source>&amp;Tie: equally good</source>
        <translation>Empate (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;B is better</source>
        <translation>&amp;B es mejor</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>Saltar (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Undo last label</source>
        <translation>Deshacer última etiqueta (&amp;U)</translation>
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
        <translation>Abra un proyecto para anotar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; (press A if this one is better)</source>
        <translation>&lt;b&gt;A&lt;/b&gt; (pulse A si este es mejor)</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; (press B if this one is better)</source>
        <translation>&lt;b&gt;B&lt;/b&gt; (pulse B si este es mejor)</translation>
    </message>
    <message>
        <source>Why this pair: %1</source>
        <translation>Por qué este par: %1</translation>
    </message>
    <message>
        <source>%1 of %2 labels</source>
        <translation>%1 de %2 etiquetas</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>&lt;b&gt;Type your name here to start&lt;/b&gt; (every label is stored with it), then press Enter.</source>
        <translation>&lt;b&gt;Escriba aquí su nombre para empezar&lt;/b&gt; (cada etiqueta se guarda con él) y pulse Intro.</translation>
    </message>
    <message>
        <source>Annotator name needed</source>
        <translation>Se necesita el nombre del anotador</translation>
    </message>
    <message>
        <source>A&amp;nnotator:</source>
        <translation>Anota&amp;dor:</translation>
    </message>
    <message>
        <source>Annotation status</source>
        <translation>Estado de la anotación</translation>
    </message>
    <message>
        <source>Type your name in the Annotator field above to start labelling.</source>
        <translation>Escriba su nombre en el campo Anotador de arriba para empezar a etiquetar.</translation>
    </message>
    <message>
        <source>This project has no criterion yet, so there is nothing to label under. Add a criterion (what “better” means) first, for instance with a judge&apos;s prompt under Judges…, then come back.</source>
        <translation>Este proyecto aún no tiene ningún criterio, así que no hay nada con lo que etiquetar. Añada primero un criterio (qué significa «mejor»), por ejemplo con el prompt de un juez en Jueces…, y luego vuelva.</translation>
    </message>
    <message>
        <source>Looking for a pair to label…</source>
        <translation>Buscando un par que etiquetar…</translation>
    </message>
    <message>
        <source>No pair left to label: every pair from this source is labelled. Choose another source or criterion.</source>
        <translation>No queda ningún par que etiquetar: todos los pares de esta fuente están etiquetados. Elija otra fuente u otro criterio.</translation>
    </message>
    <message>
        <source>Pairs a run asks people about</source>
        <translation>Pares sobre los que una ejecución pregunta a las personas</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CalibrationTab</name>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Estimates per pair of systems and judge (95 % intervals)</source>
        <translation>Estimaciones por par de sistemas y juez (intervalos del 95 %)</translation>
    </message>
    <message>
        <source>Estimates</source>
        <translation>Estimaciones</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Criterio</translation>
    </message>
    <message>
        <source>Prior setting</source>
        <translation>Ajuste del a priori</translation>
    </message>
    <message>
        <source>How the judge&apos;s accuracy is learnt (paper 004 §4.3): from this pair&apos;s human labels, from the most similar other pair, or not at all</source>
        <translation>Cómo se aprende la precisión del juez (artículo 004 §4.3): de las etiquetas humanas de este par, del par más parecido, o de ninguna forma</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>In-distribution (this pair&apos;s labels)</source>
        <translation>Dentro de la distribución (etiquetas de este par)</translation>
    </message>
    <message>
        <source>Out-of-distribution (closest pair)</source>
        <translation>Fuera de la distribución (par más cercano)</translation>
    </message>
    <message>
        <source>No prior (no human labels)</source>
        <translation>Sin a priori (sin etiquetas humanas)</translation>
    </message>
    <message>
        <source>Re&amp;compute</source>
        <translation>Re&amp;calcular</translation>
    </message>
    <message>
        <source>Compute the report again from the project&apos;s current labels</source>
        <translation>Volver a calcular el informe con las etiquetas actuales del proyecto</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Exportar informe…</translation>
    </message>
    <message>
        <source>Computing the report</source>
        <translation>Calculando el informe</translation>
    </message>
    <message>
        <source>C&amp;riterion:</source>
        <translation>C&amp;riterio:</translation>
    </message>
    <message>
        <source>&amp;Prior:</source>
        <translation>A &amp;priori:</translation>
    </message>
    <message>
        <source>Win-rate matrix</source>
        <translation>Matriz de tasas de victoria</translation>
    </message>
    <message>
        <source>Systems ranking</source>
        <translation>Clasificación de los sistemas</translation>
    </message>
    <message>
        <source>Judge accuracy against the humans</source>
        <translation>Precisión de los jueces frente a las personas</translation>
    </message>
    <message>
        <source>Judge accuracy</source>
        <translation>Precisión de los jueces</translation>
    </message>
    <message>
        <source>Judge bias</source>
        <translation>Sesgo de los jueces</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advertencias</translation>
    </message>
    <message>
        <source>Open a project to see its calibrated win rates.</source>
        <translation>Abra un proyecto para ver sus tasas de victoria calibradas.</translation>
    </message>
    <message>
        <source>%1. %2 — average win rate %3</source>
        <translation>%1. %2 — tasa de victoria media %3</translation>
    </message>
    <message>
        <source>%1. %2 — not compared</source>
        <translation>%1. %2 — sin comparar</translation>
    </message>
    <message>
        <source>Best system: %1, preferred in %2 of its comparisons on average (calibrated).</source>
        <translation>Mejor sistema: %1, preferido de media en el %2 de sus comparaciones (calibrado).</translation>
    </message>
    <message>
        <source>Chooses the first position: %1</source>
        <translation>Elige la primera posición: %1</translation>
    </message>
    <message>
        <source>Same winner in both orders: %1</source>
        <translation>Mismo ganador en ambos órdenes: %1</translation>
    </message>
    <message>
        <source>No judgements to diagnose.</source>
        <translation>No hay juicios que diagnosticar.</translation>
    </message>
    <message>
        <source>None: every pair has enough human labels and usable judges.</source>
        <translation>Ninguna: cada par tiene suficientes etiquetas humanas y jueces utilizables.</translation>
    </message>
    <message>
        <source>%1 and %2 of “%3”.</source>
        <comment>human labels and judgements of a criterion</comment>
        <translation>%1 y %2 de «%3».</translation>
    </message>
    <message numerus="yes">
        <source>%n human label(s)</source>
        <translation>
            <numerusform>%n etiqueta humana</numerusform>
            <numerusform>%n etiquetas humanas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s)</source>
        <translation>
            <numerusform>%n juicio</numerusform>
            <numerusform>%n juicios</numerusform>
        </translation>
    </message>
    <message>
        <source>No calibrated report yet: %1</source>
        <translation>Aún no hay informe calibrado: %1</translation>
    </message>
    <message>
        <source>The criterion whose win rates are shown</source>
        <translation>El criterio cuyas tasas de victoria se muestran</translation>
    </message>
    <message>
        <source>The win rates, judge accuracies and warnings below are computed from the judgements and human labels of this criterion only.</source>
        <translation>Las tasas de victoria, las precisiones de los jueces y las advertencias de abajo se calculan solo a partir de los juicios y las etiquetas humanas de este criterio.</translation>
    </message>
    <message>
        <source>The calibrated estimates correct the judge by its accuracy against the human labels. In-distribution uses the labels of the same pair of systems; out-of-distribution borrows them from the closest other pair; no prior uses none. Automatic picks what the labels allow.</source>
        <translation>Las estimaciones calibradas corrigen al juez según su precisión frente a las etiquetas humanas. Dentro de la distribución usa las etiquetas del mismo par de sistemas; fuera de la distribución las toma prestadas del otro par más cercano; sin a priori no usa ninguna. Automático elige lo que permitan las etiquetas.</translation>
    </message>
    <message>
        <source>The computation was cancelled. Press Recompute to compute the report.</source>
        <translation>Se canceló el cálculo. Pulse Recalcular para calcular el informe.</translation>
    </message>
    <message>
        <source>Win rates (%1): P(row system preferred over column system)</source>
        <translation>Tasas de victorias (%1): P(sistema de la fila preferido al de la columna)</translation>
    </message>
    <message>
        <source>Length bias beyond quality (logit per 1,000 characters): %1</source>
        <translation>Sesgo de longitud más allá de la calidad (logit por cada 1000 caracteres): %1</translation>
    </message>
    <message>
        <source>Length bias: not measured; %1.</source>
        <extracomment>%1: why, e.g. &quot;too few judged pairs have reference scores or human labels&quot;</extracomment>
        <translation>Sesgo de longitud: no medido; %1.</translation>
    </message>
    <message>
        <source>The report appears here once the project has a criterion and judgements.</source>
        <translation>El informe aparece aquí cuando el proyecto tiene un criterio y juicios.</translation>
    </message>
    <message>
        <source>No win rates: %1. The judges&apos; accuracy is over the pairs people labelled, the text imported first as the first.</source>
        <extracomment>%1: why, e.g. &quot;no candidate names the system that wrote it …&quot;</extracomment>
        <translation>No hay tasas de victoria: %1. La precisión de los jueces se mide en los pares que etiquetaron personas, con el texto importado primero como el primero.</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ninguno.</translation>
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
        <translation>fallido</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <source>tie (%1)</source>
        <translation>empate (%1)</translation>
    </message>
    <message>
        <source>first</source>
        <translation>primero</translation>
    </message>
    <message>
        <source>second</source>
        <translation>segundo</translation>
    </message>
    <message>
        <source>No answer to use: this attempt is not part of the ranking.</source>
        <translation>Sin respuesta utilizable: este intento no forma parte de la clasificación.</translation>
    </message>
    <message>
        <source>Probability that this candidate is better than %1</source>
        <translation>Probabilidad de que este candidato sea mejor que %1</translation>
    </message>
    <message>
        <source>Judged %1</source>
        <translation>Juzgado el %1</translation>
    </message>
    <message>
        <source>The probability that this candidate is better, as the judge answered; or why the attempt gave no answer</source>
        <translation>La probabilidad de que este candidato sea mejor, según respondió el juez; o por qué el intento no dio respuesta</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Criterio</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
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
        <translation>Contexto</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Reference %1</source>
        <translation>Referencia %1</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CandidatesTab</name>
    <message>
        <source>&amp;Import Candidates…</source>
        <translation>&amp;Importar candidatos…</translation>
    </message>
    <message>
        <source>Context filter</source>
        <translation>Filtro de contexto</translation>
    </message>
    <message>
        <source>System filter</source>
        <translation>Filtro de sistema</translation>
    </message>
    <message>
        <source>Search text and ids</source>
        <translation>Buscar en textos e ids</translation>
    </message>
    <message>
        <source>Search candidates</source>
        <translation>Buscar candidatos</translation>
    </message>
    <message>
        <source>Import candidates</source>
        <translation>Importar candidatos</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>Contexto:</translation>
    </message>
    <message>
        <source>System:</source>
        <translation>Sistema:</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Candidatos</translation>
    </message>
    <message>
        <source>Candidate text</source>
        <translation>Texto del candidato</translation>
    </message>
    <message>
        <source>Select a candidate to read its full text.</source>
        <translation>Seleccione un candidato para leer su texto completo.</translation>
    </message>
    <message>
        <source>All contexts</source>
        <translation>Todos los contextos</translation>
    </message>
    <message>
        <source>All systems</source>
        <translation>Todos los sistemas</translation>
    </message>
    <message>
        <source>(no system)</source>
        <translation>(sin sistema)</translation>
    </message>
    <message>
        <source>Could not load candidates: %1</source>
        <translation>No se pudieron cargar los candidatos: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n candidato</numerusform>
            <numerusform>%n candidatos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 candidates loaded; scroll for more</source>
        <translation>%1 candidatos cargados; desplácese para ver más</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ConnectServerDialog</name>
    <message>
        <source>Or the parts</source>
        <translation>O las partes</translation>
    </message>
    <message>
        <source>Connect to Server</source>
        <translation>Conectar a un servidor</translation>
    </message>
    <message>
        <source>Connection URI or service name</source>
        <translation>URI de conexión o nombre de servicio</translation>
    </message>
    <message>
        <source>A postgresql:// address as psql takes it, or the name of a service in pg_service.conf</source>
        <translation>Una dirección postgresql:// como la acepta psql, o el nombre de un servicio de pg_service.conf</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>local socket</source>
        <translation>socket local</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Base de datos</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Usuario</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>su nombre de inicio de sesión</translation>
    </message>
    <message>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <source>Prefer TLS</source>
        <translation>Preferir TLS</translation>
    </message>
    <message>
        <source>Require TLS</source>
        <translation>Exigir TLS</translation>
    </message>
    <message>
        <source>Require TLS and verify the server</source>
        <translation>Exigir TLS y verificar el servidor</translation>
    </message>
    <message>
        <source>No TLS</source>
        <translation>Sin TLS</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>Base de &amp;datos:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>&amp;TLS:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>No password here: it comes from ~/.pgpass, the service file or PGPASSWORD, or PairRank asks for it and forgets it when it quits.</source>
        <translation>Aquí no va la contraseña: viene de ~/.pgpass, del archivo de servicios o de PGPASSWORD, o PairRank la pide y la olvida al salir.</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>Co&amp;nectar</translation>
    </message>
    <message>
        <source>Type a postgresql:// address or a service name.</source>
        <translation>Escriba una dirección postgresql:// o un nombre de servicio.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ConvergenceChart</name>
    <message>
        <source>Convergence</source>
        <translation>Convergencia</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>Comparaciones</translation>
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
        <translation>Entropía</translation>
    </message>
    <message>
        <source>Entropy (nats)</source>
        <translation>Entropía (nats)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::CriterionListModel</name>
    <message>
        <source>%1 (unsaved)</source>
        <translation>%1 (sin guardar)</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n judgement(s); its prompt is fixed</source>
        <translation>
            <numerusform>Usado por %n juicio; su prompt es fijo</numerusform>
            <numerusform>Usado por %n juicios; su prompt es fijo</numerusform>
        </translation>
    </message>
    <message>
        <source>Not used by any judgement yet; its prompt can be changed</source>
        <translation>Aún no lo usa ningún juicio; su prompt se puede cambiar</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::EndpointTableModel</name>
    <message>
        <source>in service</source>
        <translation>en servicio</translation>
    </message>
    <message>
        <source>taken out</source>
        <translation>retirado</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Requests at a server now, of the most it may have at once.</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Solicitudes</translation>
    </message>
    <message>
        <source>Answers/s</source>
        <translation>Respuestas/s</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latencia</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Taken out</source>
        <translation>Retiradas</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ExportReportDialog</name>
    <message>
        <source>Export report</source>
        <translation>Exportar informe</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Carpeta:</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nombre de archivo</translation>
    </message>
    <message>
        <source>Every file starts with this name, e.g. name.html, name.pdf, name-pairs.csv, name-win-rate-matrix.png.</source>
        <translation>Cada archivo empieza por este nombre, p. ej. nombre.html, nombre.pdf, nombre-pairs.csv, nombre-win-rate-matrix.png.</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nombre de archivo:</translation>
    </message>
    <message>
        <source>HTML report (charts embedded)</source>
        <translation>Informe HTML (gráficos incrustados)</translation>
    </message>
    <message>
        <source>PDF report</source>
        <translation>Informe PDF</translation>
    </message>
    <message>
        <source>CSV tables (pairs, matrix, accuracy, rankings)</source>
        <translation>Tablas CSV (pares, matriz, precisión, clasificaciones)</translation>
    </message>
    <message>
        <source>JSON data (described by report.schema.json)</source>
        <translation>Datos JSON (descritos por report.schema.json)</translation>
    </message>
    <message>
        <source>Charts as PNG</source>
        <translation>Gráficos en PNG</translation>
    </message>
    <message>
        <source>Charts as SVG</source>
        <translation>Gráficos en SVG</translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation>Formatos:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Export the report to</source>
        <translation>Exportar el informe a</translation>
    </message>
    <message>
        <source>Enter a file name.</source>
        <translation>Escriba un nombre de archivo.</translation>
    </message>
    <message>
        <source>The file name must not contain a folder.</source>
        <translation>El nombre de archivo no debe contener una carpeta.</translation>
    </message>
    <message>
        <source>Choose at least one format.</source>
        <translation>Elija al menos un formato.</translation>
    </message>
    <message>
        <source>Replace files?</source>
        <translation>¿Reemplazar archivos?</translation>
    </message>
    <message>
        <source>These files exist and will be replaced:
%1</source>
        <translation>Estos archivos existen y se reemplazarán:
%1</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>Browse for the folder</source>
        <translation>Buscar la carpeta</translation>
    </message>
    <message>
        <source>Enter a folder.</source>
        <translation>Escriba una carpeta.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 es un archivo, no una carpeta.</translation>
    </message>
    <message>
        <source>The folder does not exist yet; Export offers to create it.</source>
        <translation>La carpeta aún no existe; Exportar ofrece crearla.</translation>
    </message>
    <message>
        <source>Create the folder?</source>
        <translation>¿Crear la carpeta?</translation>
    </message>
    <message>
        <source>The folder %1 does not exist. Create it and export there?</source>
        <translation>La carpeta %1 no existe. ¿Crearla y exportar allí?</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Crear</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>No se pudo crear la carpeta %1.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Reemplazar</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::FailureLogModel</name>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>A failed pair in the run&apos;s failure log: candidate shown first, then second.</extracomment>
        <translation>%1 frente a %2</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::HelpBrowser</name>
    <message>
        <source>User guide</source>
        <translation>Guía del usuario</translation>
    </message>
    <message>
        <source>Guide page</source>
        <translation>Página de la guía</translation>
    </message>
    <message>
        <source>Find in page</source>
        <translation>Buscar en la página</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>A&amp;delante</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Contenido</translation>
    </message>
    <message>
        <source>The guide&apos;s table of contents</source>
        <translation>El índice de la guía</translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation>&amp;Métodos</translation>
    </message>
    <message>
        <source>The scoring models, selection strategies and estimators explained</source>
        <translation>Explicación de los modelos de puntuación, las estrategias de selección y los estimadores</translation>
    </message>
    <message>
        <source>PairRank User Guide</source>
        <translation>Guía del usuario de PairRank</translation>
    </message>
    <message>
        <source>%1 — PairRank User Guide</source>
        <translation>%1 — Guía del usuario de PairRank</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::HumanLabelCommand</name>
    <message>
        <source>Label %1</source>
        <translation>Etiqueta %1</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>saltar</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportFilePage</name>
    <message>
        <source>Choose a file</source>
        <translation>Elegir un archivo</translation>
    </message>
    <message>
        <source>Candidates are read from CSV, TSV or JSON Lines files in UTF-8.</source>
        <translation>Los candidatos se leen de archivos CSV, TSV o JSON Lines en UTF-8.</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Archivo que importar</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>Formato del archivo</translation>
    </message>
    <message>
        <source>Automatic (from the file name)</source>
        <translation>Automático (según el nombre)</translation>
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
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>Browse for the file</source>
        <translation>Buscar el archivo</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormato:</translation>
    </message>
    <message>
        <source>Import Candidates</source>
        <translation>Importar candidatos</translation>
    </message>
    <message>
        <source>Candidate files (*.csv *.tsv *.tab *.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>Archivos de candidatos (*.csv *.tsv *.tab *.jsonl *.ndjson *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>No existe el archivo %1.</translation>
    </message>
    <message>
        <source>Choose the format: %1</source>
        <translation>Elija el formato: %1</translation>
    </message>
    <message>
        <source>The CSV, TSV or JSON Lines file to import</source>
        <translation>El archivo CSV, TSV o JSON Lines que importar</translation>
    </message>
    <message>
        <source>A UTF-8 file with one candidate per row (CSV, TSV) or per line (JSON Lines). Nothing is imported before the last page has checked every record.</source>
        <translation>Un archivo UTF-8 con un candidato por fila (CSV, TSV) o por línea (JSON Lines). No se importa nada hasta que la última página haya comprobado todos los registros.</translation>
    </message>
    <message>
        <source>How the file is read</source>
        <translation>Cómo se lee el archivo</translation>
    </message>
    <message>
        <source>Automatic reads the format from the file name&apos;s ending (.csv, .tsv, .jsonl); choose it here for a file named otherwise.</source>
        <translation>Automático deduce el formato de la terminación del nombre del archivo (.csv, .tsv, .jsonl); elíjalo aquí si el archivo se llama de otra forma.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportMappingPage</name>
    <message>
        <source>Map the columns</source>
        <translation>Asignar las columnas</translation>
    </message>
    <message>
        <source>Say which column holds what. The table shows the file&apos;s first rows.</source>
        <translation>Indique qué columna contiene qué. La tabla muestra las primeras filas del archivo.</translation>
    </message>
    <message>
        <source>Candidate id column</source>
        <translation>Columna del id del candidato</translation>
    </message>
    <message>
        <source>Text column</source>
        <translation>Columna del texto</translation>
    </message>
    <message>
        <source>Context id column</source>
        <translation>Columna del id del contexto</translation>
    </message>
    <message>
        <source>Context for every row</source>
        <translation>Contexto para cada fila</translation>
    </message>
    <message>
        <source>Context text column</source>
        <translation>Columna del texto del contexto</translation>
    </message>
    <message>
        <source>System column</source>
        <translation>Columna del sistema</translation>
    </message>
    <message>
        <source>Reference score columns</source>
        <translation>Columnas de puntuaciones de referencia</translation>
    </message>
    <message>
        <source>Preview of the first rows</source>
        <translation>Vista previa de las primeras filas</translation>
    </message>
    <message>
        <source>Candidate &amp;id:</source>
        <translation>&amp;Id del candidato:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Texto:</translation>
    </message>
    <message>
        <source>&amp;Context id:</source>
        <translation>Id del &amp;contexto:</translation>
    </message>
    <message>
        <source>Context for rows &amp;without one:</source>
        <translation>Contexto de las filas &amp;sin uno:</translation>
    </message>
    <message>
        <source>Context te&amp;xt:</source>
        <translation>Te&amp;xto del contexto:</translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation>S&amp;istema:</translation>
    </message>
    <message>
        <source>&amp;Reference scores:</source>
        <translation>Puntuaciones de &amp;referencia:</translation>
    </message>
    <message>
        <source>Reading the first rows…</source>
        <translation>Leyendo las primeras filas…</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) of the file.</source>
        <translation>
            <numerusform>La primera fila del archivo (%n fila).</numerusform>
            <numerusform>Las primeras %n filas del archivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>No se puede leer el archivo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Only the first %n row(s) can be read: %1</source>
        <translation>
            <numerusform>Solo se puede leer %n fila (la primera): %1</numerusform>
            <numerusform>Solo se pueden leer las primeras %n filas: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The column with each candidate&apos;s unique id</source>
        <translation>La columna con el id único de cada candidato</translation>
    </message>
    <message>
        <source>Every candidate needs an id that no other row of the file and no candidate of the project has; a row without one, or with an id used already, is refused.</source>
        <translation>Cada candidato necesita un id que no tenga ninguna otra fila del archivo ni ningún candidato del proyecto; una fila sin id, o con un id ya usado, se rechaza.</translation>
    </message>
    <message>
        <source>The column with the text to be compared</source>
        <translation>La columna con el texto que comparar</translation>
    </message>
    <message>
        <source>The text the judges and annotators read; another column than the id. An empty text is kept (a model&apos;s empty answer is a candidate too).</source>
        <translation>El texto que leen los jueces y los anotadores; una columna distinta de la del id. Un texto vacío se conserva (la respuesta vacía de un modelo también es un candidato).</translation>
    </message>
    <message>
        <source>The column that groups candidates (optional)</source>
        <translation>La columna que agrupa los candidatos (opcional)</translation>
    </message>
    <message>
        <source>Candidates are only compared within their context, e.g. the summaries of one article. (none): every row gets the context below.</source>
        <translation>Los candidatos solo se comparan dentro de su contexto, p. ej. los resúmenes de un mismo artículo. (ninguna): todas las filas reciben el contexto de abajo.</translation>
    </message>
    <message>
        <source>The context of rows that name none</source>
        <translation>El contexto de las filas que no indican ninguno</translation>
    </message>
    <message>
        <source>The context id every row gets when no context id column is chosen: all candidates are then compared with each other.</source>
        <translation>El id de contexto que recibe cada fila cuando no se elige ninguna columna de id del contexto: entonces todos los candidatos se comparan entre sí.</translation>
    </message>
    <message>
        <source>The column with the context&apos;s text (optional)</source>
        <translation>La columna con el texto del contexto (opcional)</translation>
    </message>
    <message>
        <source>E.g. the article that was summarised or the question that was answered; it is shown to the judge with each pair.</source>
        <translation>P. ej. el artículo que se resumió o la pregunta que se respondió; se muestra al juez con cada par.</translation>
    </message>
    <message>
        <source>The column naming what produced each text (optional)</source>
        <translation>La columna que indica qué produjo cada texto (opcional)</translation>
    </message>
    <message>
        <source>The model or author of each candidate; the Calibration tab compares systems by their win rates.</source>
        <translation>El modelo o autor de cada candidato; la pestaña Calibración compara los sistemas por sus tasas de victoria.</translation>
    </message>
    <message>
        <source>Numeric columns to keep as reference scores</source>
        <translation>Columnas numéricas que conservar como puntuaciones de referencia</translation>
    </message>
    <message>
        <source>Scores known beforehand, e.g. human ratings: the Ranking tab and the simulated judge can use them. Only numeric columns are offered.</source>
        <translation>Puntuaciones conocidas de antemano, p. ej. valoraciones humanas: la pestaña Clasificación y el juez simulado pueden usarlas. Solo se ofrecen columnas numéricas.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportValidationPage</name>
    <message>
        <source>Check before importing</source>
        <translation>Comprobar antes de importar</translation>
    </message>
    <message>
        <source>Every record is checked; nothing is written until you press Import.</source>
        <translation>Se comprueba cada registro; no se escribe nada hasta que pulse Importar.</translation>
    </message>
    <message>
        <source>Problems found</source>
        <translation>Problemas encontrados</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Checking the file</source>
        <translation>Comprobando el archivo</translation>
    </message>
    <message>
        <source>The check was cancelled. Go back and forth to check again.</source>
        <translation>La comprobación se canceló. Retroceda y avance para comprobar de nuevo.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) checked; no problem found. Press Import to import them.</source>
        <translation>
            <numerusform>%n registro comprobado; ningún problema. Pulse Importar para importarlo.</numerusform>
            <numerusform>%n registros comprobados; ningún problema. Pulse Importar para importarlos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n problem(s) found; the first ones are listed.</source>
        <translation>
            <numerusform>Más de %n problema encontrado; se muestran los primeros.</numerusform>
            <numerusform>Más de %n problemas encontrados; se muestran los primeros.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>%n problema encontrado.</numerusform>
            <numerusform>%n problemas encontrados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing will be imported until the file is corrected.</source>
        <translation>No se importará nada hasta que se corrija el archivo.</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n record(s)…</source>
        <translation>
            <numerusform>Importando %n registro…</numerusform>
            <numerusform>Importando %n registros…</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing candidates</source>
        <translation>Importando candidatos</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>La importación se canceló; no se importó nada.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>No se importó nada.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ImportWizard</name>
    <message>
        <source>Import Candidates</source>
        <translation>Importar candidatos</translation>
    </message>
    <message>
        <source>Import candidates</source>
        <translation>Importar candidatos</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JobProgressBar</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop this computation</source>
        <translation>Detener este cálculo</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeAccuracyModel</name>
    <message>
        <source>No human label preferred this side, so this accuracy is not measured.</source>
        <translation>Ninguna etiqueta humana prefirió este lado, así que esta precisión no está medida.</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>The judge configuration</source>
        <translation>La configuración del juez</translation>
    </message>
    <message>
        <source>n0</source>
        <translation>n0</translation>
    </message>
    <message>
        <source>n0: human labels that preferred the first system of the pair</source>
        <translation>n0: etiquetas humanas que prefirieron el primer sistema del par</translation>
    </message>
    <message>
        <source>q0</source>
        <translation>q0</translation>
    </message>
    <message>
        <source>q0: how often the judge agreed on the items people gave to the first system (mean [95 % interval])</source>
        <translation>q0: con qué frecuencia el juez coincidió en los elementos que las personas dieron al primer sistema (media [intervalo del 95 %])</translation>
    </message>
    <message>
        <source>n1</source>
        <translation>n1</translation>
    </message>
    <message>
        <source>n1: human labels that preferred the second system of the pair</source>
        <translation>n1: etiquetas humanas que prefirieron el segundo sistema del par</translation>
    </message>
    <message>
        <source>q1</source>
        <translation>q1</translation>
    </message>
    <message>
        <source>q1: how often the judge agreed on the items people gave to the second system (mean [95 % interval])</source>
        <translation>q1: con qué frecuencia el juez coincidió en los elementos que las personas dieron al segundo sistema (media [intervalo del 95 %])</translation>
    </message>
    <message>
        <source>How often the judge agreed with the human label, over all items</source>
        <translation>Con qué frecuencia el juez coincidió con la etiqueta humana, en todos los elementos</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeConfigListModel</name>
    <message>
        <source>%1 (unsaved)</source>
        <translation>%1 (sin guardar)</translation>
    </message>
    <message>
        <source>%1, model %2</source>
        <translation>%1, modelo %2</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgeSettingsEditor</name>
    <message>
        <source>OpenAI-compatible chat completions</source>
        <translation>Chat completions compatibles con OpenAI</translation>
    </message>
    <message>
        <source>OpenAI-compatible completions</source>
        <translation>Completions compatibles con OpenAI</translation>
    </message>
    <message>
        <source>llama.cpp server (/completion)</source>
        <translation>Servidor llama.cpp (/completion)</translation>
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
        <translation>Modelo local (iniciado por PairRank)</translation>
    </message>
    <message>
        <source>Command (JSON lines on stdin/stdout)</source>
        <translation>Comando (líneas JSON por stdin/stdout)</translation>
    </message>
    <message>
        <source>Simulated judge</source>
        <translation>Juez simulado</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Conexión</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Unique in the project; runs refer to the judge by it</source>
        <translation>Único en el proyecto; las ejecuciones se refieren al juez por él</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>&amp;Backend:</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Punto de acceso:</translation>
    </message>
    <message>
        <source>Base URL (http://127.0.0.1:8080) or, for a command, the program</source>
        <translation>URL base (http://127.0.0.1:8080) o, para un comando, el programa</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>API &amp;key variable:</source>
        <translation>Variable de la &amp;clave de API:</translation>
    </message>
    <message>
        <source>The NAME of the environment variable that holds the key, e.g. OPENAI_API_KEY. The key itself is never stored in the project.</source>
        <translation>El NOMBRE de la variable de entorno que contiene la clave, p. ej. OPENAI_API_KEY. La clave en sí nunca se guarda en el proyecto.</translation>
    </message>
    <message>
        <source>API key file</source>
        <translation>Archivo de clave de API</translation>
    </message>
    <message>
        <source>Or a file readable only by you (mode 0600) holding the key</source>
        <translation>O un archivo legible solo por usted (modo 0600) con la clave</translation>
    </message>
    <message>
        <source>&amp;Write key file…</source>
        <translation>&amp;Escribir archivo de clave…</translation>
    </message>
    <message>
        <source>Write the API key file</source>
        <translation>Escribir el archivo de clave de API</translation>
    </message>
    <message>
        <source>Key &amp;file:</source>
        <translation>&amp;Archivo de clave:</translation>
    </message>
    <message>
        <source>Requests and prices</source>
        <translation>Solicitudes y precios</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>C&amp;oncurrencia:</translation>
    </message>
    <message>
        <source>Requests on the wire at once</source>
        <translation>Solicitudes en curso a la vez</translation>
    </message>
    <message>
        <source>&amp;Requests per minute:</source>
        <translation>&amp;Solicitudes por minuto:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>&amp;Tokens per minute:</source>
        <translation>&amp;Tokens por minuto:</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>T&amp;iempo de espera:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Attempts per pair:</source>
        <translation>&amp;Intentos por par:</translation>
    </message>
    <message>
        <source>Retries with backoff on 429, 5xx and timeouts</source>
        <translation>Reintentos con espera creciente ante 429, 5xx y tiempos agotados</translation>
    </message>
    <message>
        <source>&amp;Prompt price:</source>
        <translation>&amp;Precio del prompt:</translation>
    </message>
    <message>
        <source>Per million prompt tokens</source>
        <translation>Por millón de tokens de prompt</translation>
    </message>
    <message>
        <source> per million</source>
        <translation> por millón</translation>
    </message>
    <message>
        <source>Completion &amp;price:</source>
        <translation>P&amp;recio de la respuesta:</translation>
    </message>
    <message>
        <source>Per million completion tokens</source>
        <translation>Por millón de tokens de respuesta</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>Mo&amp;neda:</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Muestreo</translation>
    </message>
    <message>
        <source>Temperat&amp;ure:</source>
        <translation>Temperat&amp;ura:</translation>
    </message>
    <message>
        <source>Top &amp;logprobs:</source>
        <translation>Top &amp;logprobs:</translation>
    </message>
    <message>
        <source>Samples &amp;without logprobs:</source>
        <translation>Muestras s&amp;in logprobs:</translation>
    </message>
    <message>
        <source>0: fail when the server gives no logprobs; n: sample n answers</source>
        <translation>0: fallar si el servidor no da logprobs; n: muestrear n respuestas</translation>
    </message>
    <message>
        <source>N&amp;oise:</source>
        <translation>R&amp;uido:</translation>
    </message>
    <message>
        <source>Position &amp;bias:</source>
        <translation>Sesgo de posi&amp;ción:</translation>
    </message>
    <message>
        <source>The simulated judge&apos;s home advantage δ for position A</source>
        <translation>La ventaja δ del juez simulado para la posición A</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Semi&amp;lla:</translation>
    </message>
    <message>
        <source>&amp;Hidden truth:</source>
        <translation>&amp;Verdad oculta:</translation>
    </message>
    <message>
        <source>The reference-score criterion used as the hidden truth; empty: drawn at random</source>
        <translation>El criterio de puntuación de referencia usado como verdad oculta; vacío: elegido al azar</translation>
    </message>
    <message>
        <source>Problem with the configuration</source>
        <translation>Problema en la configuración</translation>
    </message>
    <message>
        <source>none (e.g. OPENAI_API_KEY for a hosted API)</source>
        <translation>ninguna (p. ej. OPENAI_API_KEY para una API alojada)</translation>
    </message>
    <message>
        <source>The name the Run tab and the command line choose this judge by. Once saved, a judge configuration cannot change: duplicate it to try other settings.</source>
        <translation>El nombre con el que la pestaña Ejecución y la línea de comandos eligen este juez. Una vez guardada, una configuración de juez no puede cambiar: duplíquela para probar otros ajustes.</translation>
    </message>
    <message>
        <source>The kind of server or program that answers</source>
        <translation>El tipo de servidor o programa que responde</translation>
    </message>
    <message>
        <source>How PairRank talks to the judge: an OpenAI-compatible server (OpenAI, vLLM, TGI, llama-server), llama.cpp&apos;s own API, Ollama, a local model PairRank starts, a command, or the simulated judge for trying things out. The judge must give log-probabilities of its answer.</source>
        <translation>Cómo se comunica PairRank con el juez: un servidor compatible con OpenAI (OpenAI, vLLM, TGI, llama-server), la API propia de llama.cpp, Ollama, un modelo local que inicia PairRank, un comando o el juez simulado para hacer pruebas. El juez debe dar las log-probabilidades de su respuesta.</translation>
    </message>
    <message>
        <source>The server&apos;s address without the API path, e.g. http://127.0.0.1:8080 for a local server or https://api.openai.com for OpenAI. For a command, the program to start (no shell).</source>
        <translation>La dirección del servidor sin la ruta de la API, p. ej. http://127.0.0.1:8080 para un servidor local o https://api.openai.com para OpenAI. Para un comando, el programa que iniciar (sin shell).</translation>
    </message>
    <message>
        <source>The model name sent with each request</source>
        <translation>El nombre del modelo que se envía con cada solicitud</translation>
    </message>
    <message>
        <source>The model the server should use, as the server names it (e.g. gpt-4o-mini, or the name an Ollama or vLLM server lists). Servers that serve a single model may ignore it.</source>
        <translation>El modelo que debe usar el servidor, tal como lo llama el servidor (p. ej. gpt-4o-mini, o el nombre que lista un servidor Ollama o vLLM). Los servidores que sirven un solo modelo pueden ignorarlo.</translation>
    </message>
    <message>
        <source>Set the variable before starting PairRank (export OPENAI_API_KEY=…). Only its name is saved, so a project can be shared without the key. Leave it empty for a server that wants none.</source>
        <translation>Defina la variable antes de iniciar PairRank (export OPENAI_API_KEY=…). Solo se guarda su nombre, así que un proyecto se puede compartir sin la clave. Déjela vacía para un servidor que no pide ninguna.</translation>
    </message>
    <message>
        <source>Instead of an environment variable: the path of a file that holds the key and that only you can read. Write key file… creates it with those permissions.</source>
        <translation>En lugar de una variable de entorno: la ruta de un archivo que contiene la clave y que solo usted puede leer. Escribir archivo de clave… lo crea con esos permisos.</translation>
    </message>
    <message>
        <source>How many requests are sent without waiting for the answers. A local server answers faster with as many as it has parallel slots; a hosted API may refuse too many.</source>
        <translation>Cuántas solicitudes se envían sin esperar las respuestas. Un servidor local responde más rápido con tantas como ranuras paralelas tenga; una API alojada puede rechazar demasiadas.</translation>
    </message>
    <message>
        <source>The most requests sent in a minute (0: no limit)</source>
        <translation>El máximo de solicitudes enviadas por minuto (0: sin límite)</translation>
    </message>
    <message>
        <source>Keeps the run under a hosted API&apos;s rate limit instead of being answered with HTTP 429. 0 sets no limit.</source>
        <translation>Mantiene la ejecución por debajo del límite de frecuencia de una API alojada en lugar de recibir respuestas HTTP 429. 0 no fija ningún límite.</translation>
    </message>
    <message>
        <source>The most tokens sent and received in a minute (0: no limit)</source>
        <translation>El máximo de tokens enviados y recibidos por minuto (0: sin límite)</translation>
    </message>
    <message>
        <source>Keeps the run under a hosted API&apos;s token rate limit. 0 sets no limit.</source>
        <translation>Mantiene la ejecución por debajo del límite de tokens por minuto de una API alojada. 0 no fija ningún límite.</translation>
    </message>
    <message>
        <source>How long an answer may take before the request is retried</source>
        <translation>Cuánto puede tardar una respuesta antes de que se reintente la solicitud</translation>
    </message>
    <message>
        <source>A request without an answer after this many seconds counts as failed and is tried again, up to the attempts per pair. Raise it for a slow local model.</source>
        <translation>Una solicitud sin respuesta tras estos segundos cuenta como fallida y se vuelve a intentar, hasta el número de intentos por par. Auméntelo para un modelo local lento.</translation>
    </message>
    <message>
        <source>How often a pair is asked before it is given up: a busy server (HTTP 429), a server error (5xx) or a timeout are tried again after a growing pause.</source>
        <translation>Cuántas veces se pregunta un par antes de abandonarlo: ante un servidor ocupado (HTTP 429), un error del servidor (5xx) o un tiempo de espera agotado se vuelve a intentar tras una pausa creciente.</translation>
    </message>
    <message>
        <source>What a million prompt tokens cost, from the provider&apos;s price list. With the completion price it gives the run&apos;s cost and the money budget.</source>
        <translation>Lo que cuesta un millón de tokens de prompt, según la lista de precios del proveedor. Junto con el precio de la respuesta da el coste de la ejecución y el presupuesto de dinero.</translation>
    </message>
    <message>
        <source>What a million completion (answer) tokens cost. 0 for a local model.</source>
        <translation>Lo que cuesta un millón de tokens de respuesta. 0 para un modelo local.</translation>
    </message>
    <message>
        <source>The currency of the prices, e.g. USD</source>
        <translation>La moneda de los precios, p. ej. USD</translation>
    </message>
    <message>
        <source>Shown with the cost and the money budget; nothing is converted.</source>
        <translation>Se muestra con el coste y el presupuesto de dinero; no se convierte nada.</translation>
    </message>
    <message>
        <source>The sampling temperature sent with each request</source>
        <translation>La temperatura de muestreo que se envía con cada solicitud</translation>
    </message>
    <message>
        <source>0 asks for the model&apos;s most likely answer; the probabilities come from the log-probabilities either way. Raise it only when sampling answers without logprobs.</source>
        <translation>0 pide la respuesta más probable del modelo; las probabilidades salen de las log-probabilidades en cualquier caso. Auméntela solo al muestrear respuestas sin logprobs.</translation>
    </message>
    <message>
        <source>How many likely first tokens the server reports</source>
        <translation>Cuántos primeros tokens probables indica el servidor</translation>
    </message>
    <message>
        <source>For a server that reports no log-probabilities: ask n times and count the answers, p = (answers A + 0.5) / (n + 1). Costs n requests per pair and is coarser.</source>
        <translation>Para un servidor que no da log-probabilidades: preguntar n veces y contar las respuestas, p = (respuestas A + 0,5) / (n + 1). Cuesta n solicitudes por par y es más burdo.</translation>
    </message>
    <message>
        <source>How much the simulated judge&apos;s answers scatter</source>
        <translation>Cuánto se dispersan las respuestas del juez simulado</translation>
    </message>
    <message>
        <source>The simulated judge compares hidden true scores plus noise of this size: 0 always agrees with the truth, larger values make it a less reliable judge.</source>
        <translation>El juez simulado compara puntuaciones verdaderas ocultas más un ruido de este tamaño: con 0 siempre coincide con la verdad; valores mayores lo hacen un juez menos fiable.</translation>
    </message>
    <message>
        <source>Positive values make the simulated judge prefer the text shown first, as real judges often do; try Home advantage in the Run tab against it.</source>
        <translation>Los valores positivos hacen que el juez simulado prefiera el texto mostrado primero, como suelen hacer los jueces reales; pruebe contra ello la Ventaja de posición de la pestaña Ejecución.</translation>
    </message>
    <message>
        <source>Makes the simulated judge&apos;s answers reproducible</source>
        <translation>Hace reproducibles las respuestas del juez simulado</translation>
    </message>
    <message>
        <source>The same seed gives the same hidden truth and the same answers to the same pairs.</source>
        <translation>La misma semilla da la misma verdad oculta y las mismas respuestas a los mismos pares.</translation>
    </message>
    <message>
        <source>The name of an imported reference score the simulated judge treats as the truth, so that the ranking can be checked against it. Empty: true scores are drawn at random.</source>
        <translation>El nombre de una puntuación de referencia importada que el juez simulado trata como la verdad, para poder comprobar la clasificación con ella. Vacío: las puntuaciones verdaderas se eligen al azar.</translation>
    </message>
    <message>
        <source>More endpoints of the same model</source>
        <translation>Más puntos de acceso del mismo modelo</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Punto de acceso</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Concurrencia</translation>
    </message>
    <message>
        <source>More endpoints</source>
        <translation>Más puntos de acceso</translation>
    </message>
    <message>
        <source>Further servers of the same model, each with its own concurrency</source>
        <translation>Más servidores del mismo modelo, cada uno con su propia concurrencia</translation>
    </message>
    <message>
        <source>A judge fleet: several servers that serve the same model (a vLLM or TGI fleet behind no load balancer, several Ollama hosts). Requests go to the server with the most free capacity; a server that stops answering is taken out and probed until it answers again, and its requests go to the others without being paid twice.</source>
        <translation>Un juez servido por una flota: varios servidores que sirven el mismo modelo (una flota de vLLM o TGI sin balanceador de carga delante, varios hosts de Ollama). Las solicitudes van al servidor con más capacidad libre; un servidor que deja de responder se retira y se sondea hasta que vuelve a responder, y sus solicitudes pasan a los demás sin pagarse dos veces.</translation>
    </message>
    <message>
        <source>A&amp;dd endpoint</source>
        <translation>Aña&amp;dir punto de acceso</translation>
    </message>
    <message>
        <source>Remo&amp;ve endpoint</source>
        <translation>&amp;Quitar punto de acceso</translation>
    </message>
    <message>
        <source>The judge&apos;s probability that A is better is read from the log-probabilities of the label words among these tokens. The default asks 5 of OpenAI-compatible completions and 20 of the others; a server that allows fewer says so, and PairRank asks it for that many from then on.</source>
        <translation>La probabilidad del juez de que A sea mejor se lee de las log-probabilidades de las palabras de etiqueta entre estos tokens. Por defecto se piden 5 a las completions compatibles con OpenAI y 20 a los demás backends; un servidor que permite menos lo indica, y desde entonces PairRank le pide esa cantidad.</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predeterminado</translation>
    </message>
    <message>
        <source>Endpoint concurrency</source>
        <translation>Concurrencia del punto de acceso</translation>
    </message>
    <message>
        <source>Requests on the wire at once at this endpoint</source>
        <translation>Solicitudes en curso a la vez en este punto de acceso</translation>
    </message>
    <message>
        <source>Each server of a fleet has its own limit; requests go to the server with the largest share of its limit free.</source>
        <translation>Cada servidor de una flota tiene su propio límite; las solicitudes van al servidor con la mayor parte de su límite libre.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::JudgesDialog</name>
    <message>
        <source>Judges</source>
        <translation>Jueces</translation>
    </message>
    <message>
        <source>Judge configurations</source>
        <translation>Configuraciones de jueces</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>New judge configuration</source>
        <translation>Nueva configuración de juez</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <source>Duplicate the judge configuration</source>
        <translation>Duplicar la configuración del juez</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Delete the judge configuration</source>
        <translation>Eliminar la configuración del juez</translation>
    </message>
    <message>
        <source>U&amp;ndo</source>
        <translation>Des&amp;hacer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Red&amp;o</source>
        <translation>Re&amp;hacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>&amp;Test the judge</source>
        <translation>&amp;Probar el juez</translation>
    </message>
    <message>
        <source>Test the judge</source>
        <translation>Probar el juez</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Resultado de la prueba</translation>
    </message>
    <message>
        <source>Raw answer of the judge</source>
        <translation>Respuesta en bruto del juez</translation>
    </message>
    <message>
        <source>Raw &amp;answer:</source>
        <translation>Respuesta en &amp;bruto:</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>Pr&amp;ueba</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>No hay ningún proyecto abierto.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>new judge</source>
        <translation>juez nuevo</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>copia de %1</translation>
    </message>
    <message>
        <source>“%1” is stored already and cannot be changed; duplicate it and save the copy under a new name.</source>
        <translation>«%1» ya está guardado y no se puede cambiar; duplíquelo y guarde la copia con un nombre nuevo.</translation>
    </message>
    <message>
        <source>Stored judge configurations cannot be deleted from the project; the deletion was not saved.</source>
        <translation>Las configuraciones de juez guardadas no se pueden eliminar del proyecto; la eliminación no se guardó.</translation>
    </message>
    <message>
        <source>Nothing to save.</source>
        <translation>Nada que guardar.</translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>No se guardó nada: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Guardado.</translation>
    </message>
    <message>
        <source>Saved, except: %1</source>
        <translation>Guardado, excepto: %1</translation>
    </message>
    <message>
        <source>The project has no pair of candidates to test on.</source>
        <translation>El proyecto no tiene ningún par de candidatos con el que probar.</translation>
    </message>
    <message>
        <source>Sending one request…</source>
        <translation>Enviando una solicitud…</translation>
    </message>
    <message>
        <source>, %1 ms</source>
        <translation>, %1 ms</translation>
    </message>
    <message>
        <source>No probability: %1</source>
        <translation>Sin probabilidad: %1</translation>
    </message>
    <message>
        <source>Type the key file&apos;s path first.</source>
        <translation>Escriba primero la ruta del archivo de clave.</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>The key to write to %1 (readable only by you):</source>
        <translation>La clave que escribir en %1 (legible solo por usted):</translation>
    </message>
    <message>
        <source>The key was written to %1.</source>
        <translation>La clave se escribió en %1.</translation>
    </message>
    <message>
        <source>The key file could not be written: %1</source>
        <translation>No se pudo escribir el archivo de clave: %1</translation>
    </message>
    <message numerus="yes">
        <source>p(A is better) = %1 (%n attempt(s)</source>
        <translation>
            <numerusform>p(A es mejor) = %1 (%n intento</numerusform>
            <numerusform>p(A es mejor) = %1 (%n intentos</numerusform>
        </translation>
    </message>
    <message>
        <source>Judges and criteria</source>
        <translation>Jueces y criterios</translation>
    </message>
    <message>
        <source>Criteria</source>
        <translation>Criterios</translation>
    </message>
    <message>
        <source>New crit&amp;erion…</source>
        <translation>Nuevo criteri&amp;o…</translation>
    </message>
    <message>
        <source>New criterion</source>
        <translation>Nuevo criterio</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Duplicate the criterion</source>
        <translation>Duplicar el criterio</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Delete the unsaved criterion</source>
        <translation>Eliminar el criterio sin guardar</translation>
    </message>
    <message>
        <source>What the test sends</source>
        <translation>Lo que envía la prueba</translation>
    </message>
    <message>
        <source>&amp;Judge</source>
        <translation>&amp;Juez</translation>
    </message>
    <message>
        <source>Criterion &amp;prompt</source>
        <translation>Prompt &amp;del criterio</translation>
    </message>
    <message>
        <source>What the candidates are compared on (e.g. helpfulness, correctness, clarity):</source>
        <translation>En qué se comparan los candidatos (p. ej. utilidad, corrección, claridad):</translation>
    </message>
    <message>
        <source>Name of the new criterion</source>
        <translation>Nombre del nuevo criterio</translation>
    </message>
    <message>
        <source>A criterion needs a name.</source>
        <translation>Un criterio necesita un nombre.</translation>
    </message>
    <message>
        <source>There is a criterion “%1” already.</source>
        <translation>Ya hay un criterio «%1».</translation>
    </message>
    <message>
        <source>New criterion “%1”: adjust its prompt, then Save.</source>
        <translation>Nuevo criterio «%1»: ajuste su prompt y luego guarde.</translation>
    </message>
    <message>
        <source>Select a judge and a criterion to test: the judge is asked with the criterion&apos;s prompt.</source>
        <translation>Seleccione un juez y un criterio para probar: al juez se le pregunta con el prompt del criterio.</translation>
    </message>
    <message>
        <source>Sends one real request to the judge “%1” with the prompt of the criterion “%2”, for the pair shown in the prompt preview. Judges and criteria are independent: a run pairs one of each.</source>
        <translation>Envía una solicitud real al juez «%1» con el prompt del criterio «%2», para el par que se muestra en la vista previa del prompt. Los jueces y los criterios son independientes: una ejecución combina uno de cada.</translation>
    </message>
    <message>
        <source>The criterion “%1” was not saved: %2</source>
        <translation>El criterio «%1» no se guardó: %2</translation>
    </message>
    <message>
        <source>it needs a name.</source>
        <translation>necesita un nombre.</translation>
    </message>
    <message>
        <source>another criterion has that name.</source>
        <translation>otro criterio tiene ese nombre.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The judges or criteria have changes that are not saved.</source>
        <translation>Los jueces o criterios tienen cambios que no se han guardado.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>¿Guardarlos antes de cerrar?</translation>
    </message>
    <message>
        <source>The prompt cannot be sent: %1</source>
        <translation>No se puede enviar el prompt: %1</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::MainWindow</name>
    <message>
        <source>Project contents</source>
        <translation>Contenido del proyecto</translation>
    </message>
    <message>
        <source>&amp;Candidates</source>
        <translation>&amp;Candidatos</translation>
    </message>
    <message>
        <source>&amp;Ranking</source>
        <translation>C&amp;lasificación</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>E&amp;jecución</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>A&amp;notar</translation>
    </message>
    <message>
        <source>Opening the project</source>
        <translation>Abriendo el proyecto</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Import Candidates…</source>
        <translation>&amp;Importar candidatos…</translation>
    </message>
    <message>
        <source>Import candidates from a CSV or JSON Lines file</source>
        <translation>Importar candidatos de un archivo CSV o JSON Lines</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Judges…</source>
        <translation>J&amp;ueces…</translation>
    </message>
    <message>
        <source>Configure the LLM judges</source>
        <translation>Configurar los jueces LLM</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About PairRank</source>
        <translation>&amp;Acerca de PairRank</translation>
    </message>
    <message>
        <source>Show the %1 tab</source>
        <translation>Mostrar la pestaña %1</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>No hay ningún proyecto abierto.</translation>
    </message>
    <message>
        <source>Create or open a project first, then import candidates into it.</source>
        <translation>Cree o abra primero un proyecto y luego importe candidatos en él.</translation>
    </message>
    <message>
        <source>Opening %1 and checking its integrity…</source>
        <translation>Abriendo %1 y comprobando su integridad…</translation>
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
        <translation>No hay ningún proyecto abierto. Use Archivo ▸ Nuevo o Archivo ▸ Abrir.</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The new language applies when PairRank starts again.</source>
        <translation>El nuevo idioma se aplicará la próxima vez que se inicie PairRank.</translation>
    </message>
    <message>
        <source>Ca&amp;libration</source>
        <translation>Cali&amp;bración</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>A run is going: stop it to show another one.</source>
        <translation>Hay una ejecución en curso: deténgala para mostrar otra.</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>&amp;Reiniciar ahora</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Más tarde</translation>
    </message>
    <message>
        <source>A run is going</source>
        <translation>Hay una ejecución en curso</translation>
    </message>
    <message>
        <source>A run is going. Quit PairRank anyway?</source>
        <translation>Hay una ejecución en curso. ¿Salir de PairRank de todos modos?</translation>
    </message>
    <message>
        <source>Every answer received so far is stored. The run stops now; the next time this project is opened, Start (F5) in the Run tab continues it.</source>
        <translation>Todas las respuestas recibidas hasta ahora están guardadas. La ejecución se detiene ahora; la próxima vez que se abra este proyecto, Iniciar (F5) en la pestaña Ejecución la continuará.</translation>
    </message>
    <message>
        <source>&amp;Stop and Quit</source>
        <translation>&amp;Detener y salir</translation>
    </message>
    <message>
        <source>&amp;Keep Running</source>
        <translation>&amp;Seguir ejecutando</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guía del usuario</translation>
    </message>
    <message>
        <source>Open the user guide at the page for the current tab</source>
        <translation>Abrir la guía del usuario en la página de la pestaña actual</translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation>&amp;Métodos</translation>
    </message>
    <message>
        <source>The scoring models, selection strategies and estimators explained</source>
        <translation>Explicación de los modelos de puntuación, las estrategias de selección y los estimadores</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>A run is going. Restart PairRank anyway?</source>
        <translation>Hay una ejecución en curso. ¿Reiniciar PairRank de todos modos?</translation>
    </message>
    <message>
        <source>&amp;Stop and Restart</source>
        <translation>&amp;Detener y reiniciar</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Conectando con %1…</translation>
    </message>
    <message>
        <source>%1 — PairRank (annotator)</source>
        <translation>%1 — PairRank (anotador)</translation>
    </message>
    <message>
        <source>%1 — annotator: the server lets you label pairs, not see the judgements</source>
        <translation>%1 — anotador: el servidor le deja etiquetar pares, no ver los juicios</translation>
    </message>
    <message>
        <source>%1 — checking its integrity…</source>
        <translation>%1 — comprobando su integridad…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PairEstimatesModel</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 frente a %2</translation>
    </message>
    <message>
        <source>Systems (first vs second)</source>
        <translation>Sistemas (primero frente a segundo)</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Elementos</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>Etiquetas humanas</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Observada</translation>
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
        <translation>ninguno</translation>
    </message>
    <message>
        <source>in-distribution</source>
        <translation>dentro de la distribución</translation>
    </message>
    <message>
        <source>out-of-distribution</source>
        <translation>fuera de la distribución</translation>
    </message>
    <message>
        <source>Pooled regression</source>
        <translation>Regresión agrupada</translation>
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
        <translation>Sesgo de posición</translation>
    </message>
    <message>
        <source>Comparisons</source>
        <translation>Comparaciones</translation>
    </message>
    <message>
        <source>Mean p(A)</source>
        <translation>p(A) medio</translation>
    </message>
    <message>
        <source>P(A)</source>
        <translation>P(A)</translation>
    </message>
    <message>
        <source>Estimated δ</source>
        <translation>δ estimado</translation>
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
        <translation>Cancelando…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProjectActions</name>
    <message>
        <source>PairRank projects (*.pairrank);;All files (*)</source>
        <translation>Proyectos de PairRank (*.pairrank);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Nuevo proyecto…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>&amp;Abrir proyecto…</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>&amp;Cerrar proyecto</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>Abrir proyecto de &amp;demostración</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>The project could not be opened.</source>
        <translation>No se pudo abrir el proyecto.</translation>
    </message>
    <message>
        <source>The demo project could not be created.</source>
        <translation>No se pudo crear el proyecto de demostración.</translation>
    </message>
    <message>
        <source>New Project</source>
        <translation>Nuevo proyecto</translation>
    </message>
    <message>
        <source>The project could not be created.</source>
        <translation>No se pudo crear el proyecto.</translation>
    </message>
    <message>
        <source>The file %1 could not be replaced.</source>
        <translation>No se pudo reemplazar el archivo %1.</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Abrir proyecto</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear Recent Projects</source>
        <translation>Borrar proyectos recientes</translation>
    </message>
    <message>
        <source>Connect to &amp;Server…</source>
        <translation>Conectar a un ser&amp;vidor…</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contraseña</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <translation>Contraseña para %1:</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>El servidor lo rechazó: %1</translation>
    </message>
    <message>
        <source>Kept in memory until PairRank quits, never saved</source>
        <translation>Se guarda en memoria hasta que PairRank se cierra, nunca en disco</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ProjectTreeModel</name>
    <message>
        <source>Contexts (%1)</source>
        <translation>Contextos (%1)</translation>
    </message>
    <message>
        <source>Criteria (%1)</source>
        <translation>Criterios (%1)</translation>
    </message>
    <message>
        <source>Judges (%1)</source>
        <translation>Jueces (%1)</translation>
    </message>
    <message>
        <source>Runs (%1)</source>
        <translation>Ejecuciones (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>created</source>
        <translation>creada</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importada</translation>
    </message>
    <message>
        <source>imported judgements</source>
        <translation>juicios importados</translation>
    </message>
    <message>
        <source>%1
Judge: %2
Model: %3
Seed: %4
Double-click or Enter to show it in the Run tab.</source>
        <translation>%1
Juez: %2
Modelo: %3
Semilla: %4
Doble clic o Intro para mostrarla en la pestaña Ejecución.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::PromptEditor</name>
    <message>
        <source>C&amp;riterion:</source>
        <translation>C&amp;riterio:</translation>
    </message>
    <message>
        <source>Label word for A</source>
        <translation>Palabra de etiqueta para A</translation>
    </message>
    <message>
        <source>Label word for B</source>
        <translation>Palabra de etiqueta para B</translation>
    </message>
    <message>
        <source>Label &amp;A:</source>
        <translation>Etiqueta &amp;A:</translation>
    </message>
    <message>
        <source>Label &amp;B:</source>
        <translation>Etiqueta &amp;B:</translation>
    </message>
    <message>
        <source>Prompt template</source>
        <translation>Plantilla del prompt</translation>
    </message>
    <message>
        <source>Prompt preview</source>
        <translation>Vista previa del prompt</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>Plan&amp;tilla:</translation>
    </message>
    <message>
        <source>Pre&amp;view on a pair of this project:</source>
        <translation>&amp;Vista previa en un par de este proyecto:</translation>
    </message>
    <message>
        <source>Problem with the template</source>
        <translation>Problema en la plantilla</translation>
    </message>
    <message>
        <source>The project has no pair of candidates to show the prompt on yet.</source>
        <translation>El proyecto aún no tiene ningún par de candidatos en el que mostrar el prompt.</translation>
    </message>
    <message>
        <source>Criterion name</source>
        <translation>Nombre del criterio</translation>
    </message>
    <message>
        <source>Criterion use</source>
        <translation>Uso del criterio</translation>
    </message>
    <message>
        <source>Duplicate as a new &amp;criterion</source>
        <translation>Duplicar como nuevo &amp;criterio</translation>
    </message>
    <message>
        <source>Duplicate as a new criterion</source>
        <translation>Duplicar como nuevo criterio</translation>
    </message>
    <message numerus="yes">
        <source>Used by %n judgement(s), which were asked with this prompt: it cannot change any more. Duplicate it as a new criterion to ask differently.</source>
        <translation>
            <numerusform>Usado por %n juicio, que se preguntó con este prompt: ya no puede cambiar. Duplíquelo como nuevo criterio para preguntar de otra forma.</numerusform>
            <numerusform>Usado por %n juicios, que se preguntaron con este prompt: ya no puede cambiar. Duplíquelo como nuevo criterio para preguntar de otra forma.</numerusform>
        </translation>
    </message>
    <message>
        <source>No judgement uses this criterion yet: its prompt can be changed until a run asks a judge with it.</source>
        <translation>Aún no hay ningún juicio que use este criterio: su prompt se puede cambiar hasta que una ejecución pregunte a un juez con él.</translation>
    </message>
    <message>
        <source>A new criterion: saved with the judges.</source>
        <translation>Un criterio nuevo: se guarda con los jueces.</translation>
    </message>
    <message>
        <source>No criterion is selected. Create one with “New criterion…”.</source>
        <translation>No hay ningún criterio seleccionado. Cree uno con «Nuevo criterio…».</translation>
    </message>
    <message>
        <source>Unique in the project</source>
        <translation>Único en el proyecto</translation>
    </message>
    <message>
        <source>Runs refer to a stored criterion by its name</source>
        <translation>Las ejecuciones se refieren a un criterio guardado por su nombre</translation>
    </message>
    <message>
        <source>No criterion is selected.</source>
        <translation>No hay ningún criterio seleccionado.</translation>
    </message>
    <message>
        <source>The criterion needs a name.</source>
        <translation>El criterio necesita un nombre.</translation>
    </message>
    <message>
        <source>What the candidates are compared on, e.g. helpfulness. Runs and reports refer to a criterion by its name, so only a new criterion can be renamed.</source>
        <translation>En qué se comparan los candidatos, p. ej. utilidad. Las ejecuciones y los informes se refieren a un criterio por su nombre, así que solo se puede renombrar un criterio nuevo.</translation>
    </message>
    <message>
        <source>The word the judge answers with when the first text is better</source>
        <translation>La palabra con la que responde el juez cuando el primer texto es mejor</translation>
    </message>
    <message>
        <source>The judge&apos;s probability is read from the log-probabilities of the two label words as its first answer token: pick short words the prompt asks for, such as A and B or 1 and 2.</source>
        <translation>La probabilidad del juez se lee de las log-probabilidades de las dos palabras de etiqueta como primer token de su respuesta: elija palabras cortas que pida el prompt, como A y B o 1 y 2.</translation>
    </message>
    <message>
        <source>The word the judge answers with when the second text is better</source>
        <translation>La palabra con la que responde el juez cuando el segundo texto es mejor</translation>
    </message>
    <message>
        <source>Must differ from the word for A; the prompt tells the judge to answer with one of the two ({label_a} and {label_b}).</source>
        <translation>Debe ser distinta de la palabra para A; el prompt indica al juez que responda con una de las dos ({label_a} y {label_b}).</translation>
    </message>
    <message>
        <source>The prompt the judge is asked with for each pair; the placeholders are replaced by the pair&apos;s texts. It can change until a judgement uses it; after that, duplicate the criterion to ask differently.</source>
        <translation>El prompt con el que se pregunta al juez por cada par; los marcadores se sustituyen por los textos del par. Se puede cambiar hasta que lo use un juicio; después, duplique el criterio para preguntar de otra forma.</translation>
    </message>
    <message>
        <source>Label word for a tie</source>
        <translation>Palabra de etiqueta para un empate</translation>
    </message>
    <message>
        <source>None: the prompt offers no tie</source>
        <translation>Ninguna: el prompt no ofrece empate</translation>
    </message>
    <message>
        <source>The word the judge answers with when neither text is better; leave it empty when the prompt offers no tie</source>
        <translation>La palabra con la que responde el juez cuando ningún texto es mejor; déjela vacía cuando el prompt no ofrece empate</translation>
    </message>
    <message>
        <source>Optional. When filled in, the template must offer it with {label_tie}, and a pair counts as a tie when this word is a likelier answer than the words for A and B. One word without spaces, different from those two.</source>
        <translation>Opcional. Si se rellena, la plantilla debe ofrecerla con {label_tie}, y un par cuenta como empate cuando esta palabra es una respuesta más probable que las palabras de A y B. Una sola palabra sin espacios, distinta de esas dos.</translation>
    </message>
    <message>
        <source>Tie label, if an&amp;y:</source>
        <translation>Etiqueta de empate, si la ha&amp;y:</translation>
    </message>
    <message>
        <source>Placeholders: {context} {candidate_a} {candidate_b} {criterion} {label_a} {label_b} {label_tie}</source>
        <translation>Marcadores de posición: {context} {candidate_a} {candidate_b} {criterion} {label_a} {label_b} {label_tie}</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RankingTab</name>
    <message>
        <source>&amp;Recompute</source>
        <translation>&amp;Recalcular</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexto</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Criterio</translation>
    </message>
    <message>
        <source>Recompute the ranking</source>
        <translation>Recalcular la clasificación</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>Contexto:</translation>
    </message>
    <message>
        <source>Criterion:</source>
        <translation>Criterio:</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Select a candidate to read its text and the judgements that involve it.</source>
        <translation>Seleccione un candidato para leer su texto y los juicios en los que participa.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln judgement(s) used</source>
        <translation>
            <numerusform>%Ln juicio usado</numerusform>
            <numerusform>%Ln juicios usados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln failed or refused</source>
        <translation>
            <numerusform>%Ln fallido o rechazado</numerusform>
            <numerusform>%Ln fallidos o rechazados</numerusform>
        </translation>
    </message>
    <message>
        <source>model %1</source>
        <translation>modelo %1</translation>
    </message>
    <message>
        <source>entropy %1</source>
        <translation>entropía %1</translation>
    </message>
    <message>
        <source>Spearman against the reference %1</source>
        <translation>Spearman frente a la referencia %1</translation>
    </message>
    <message>
        <source>No ranking: %1</source>
        <translation>Sin clasificación: %1</translation>
    </message>
    <message>
        <source>Candidate text</source>
        <translation>Texto del candidato</translation>
    </message>
    <message>
        <source>All criteria</source>
        <translation>Todos los criterios</translation>
    </message>
    <message>
        <source>Show the judgements of every criterion, not only of the one ranked</source>
        <translation>Mostrar los juicios de todos los criterios, no solo los del clasificado</translation>
    </message>
    <message>
        <source>Show failures</source>
        <translation>Mostrar fallos</translation>
    </message>
    <message>
        <source>Show the attempts that gave no answer (failed calls and refusals), in grey</source>
        <translation>Mostrar en gris los intentos que no dieron respuesta (llamadas fallidas y rechazos)</translation>
    </message>
    <message>
        <source>Judgements of the selected candidate</source>
        <translation>Juicios del candidato seleccionado</translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of “%1” involve this candidate</source>
        <translation>
            <numerusform>Este candidato participa en %n juicio de «%1»</numerusform>
            <numerusform>Este candidato participa en %n juicios de «%1»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n judgement(s) of every criterion involve this candidate</source>
        <translation>
            <numerusform>Este candidato participa en %n juicio (todos los criterios)</numerusform>
            <numerusform>Este candidato participa en %n juicios (todos los criterios)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed or refused attempt(s) not shown</source>
        <translation>
            <numerusform>%n intento fallido o rechazado no se muestra</numerusform>
            <numerusform>%n intentos fallidos o rechazados no se muestran</numerusform>
        </translation>
    </message>
    <message>
        <source>the newest %1 are listed</source>
        <translation>se muestran los %1 más recientes</translation>
    </message>
    <message>
        <source>live from the run</source>
        <extracomment>The Ranking tab shows the ranking of the run going on, as it changes.</extracomment>
        <translation>en directo de la ejecución</translation>
    </message>
    <message>
        <source>Absolute rating unreadable: %1</source>
        <translation>Valoración absoluta ilegible: %1</translation>
    </message>
    <message>
        <source>Absolute rating: %1 (P: %2)</source>
        <translation>Valoración absoluta: %1 (P: %2)</translation>
    </message>
    <message>
        <source>No absolute rating</source>
        <translation>Sin valoración absoluta</translation>
    </message>
    <message>
        <source>Absolute rating refused: %1</source>
        <translation>Valoración absoluta rechazada: %1</translation>
    </message>
    <message>
        <source>Absolute rating failed: %1</source>
        <translation>Valoración absoluta fallida: %1</translation>
    </message>
    <message>
        <source>Absolute ratings of the selected candidate</source>
        <translation>Valoraciones absolutas del candidato seleccionado</translation>
    </message>
    <message numerus="yes">
        <source>%Ln absolute rating(s)</source>
        <translation>
            <numerusform>%Ln valoración absoluta</numerusform>
            <numerusform>%Ln valoraciones absolutas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln human label(s)</source>
        <translation>
            <numerusform>%Ln etiqueta humana</numerusform>
            <numerusform>%Ln etiquetas humanas</numerusform>
        </translation>
    </message>
    <message>
        <source>no intervals above %L1 candidates</source>
        <extracomment>A ranking of a very large pool is fitted without the posterior covariance.</extracomment>
        <translation>sin intervalos por encima de %L1 candidatos</translation>
    </message>
    <message>
        <source>drawing intervals…</source>
        <extracomment>A very large pool&apos;s ranking is shown before its intervals, which take longer.</extracomment>
        <translation>extrayendo intervalos…</translation>
    </message>
    <message>
        <source>intervals from %L1 draws</source>
        <extracomment>A very large pool&apos;s intervals come from random draws of the posterior.</extracomment>
        <translation>intervalos de %L1 extracciones</translation>
    </message>
    <message>
        <source>entropy %1 ± %2</source>
        <extracomment>An estimated ranking entropy and its standard error (very large pools).</extracomment>
        <translation>entropía %1 ± %2</translation>
    </message>
    <message>
        <source>Search ids, systems and texts</source>
        <translation>Buscar en ids, sistemas y textos</translation>
    </message>
    <message>
        <source>Search the ranking</source>
        <translation>Buscar en la clasificación</translation>
    </message>
    <message>
        <source>%L1 of %L2 shown</source>
        <extracomment>A search of the ranking shows only the rows it matches.</extracomment>
        <translation>%L1 de %L2 mostrados</translation>
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
        <translation>Intervalo de credibilidad del 95 % de la puntuación (a posteriori de Laplace)</translation>
    </message>
    <message>
        <source>95 % interval of the rank, from draws of the posterior</source>
        <translation>Intervalo del 95 % del puesto, a partir de extracciones a posteriori</translation>
    </message>
    <message>
        <source>Probability that this candidate is better than the next one down</source>
        <translation>Probabilidad de que este candidato sea mejor que el siguiente</translation>
    </message>
    <message>
        <source>Judgements that involve this candidate</source>
        <translation>Juicios en los que participa este candidato</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalo del 95 %</translation>
    </message>
    <message>
        <source>Rank interval</source>
        <translation>Intervalo de puesto</translation>
    </message>
    <message>
        <source>P(&gt; next)</source>
        <translation>P(&gt; siguiente)</translation>
    </message>
    <message>
        <source>Judgements</source>
        <translation>Juicios</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ReportExportJob</name>
    <message>
        <source>Exporting the report…</source>
        <translation>Exportando el informe…</translation>
    </message>
    <message>
        <source>Report exported</source>
        <translation>Informe exportado</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1.</source>
        <translation>
            <numerusform>%n archivo escrito en %1.</numerusform>
            <numerusform>%n archivos escritos en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The report could not be exported.</source>
        <translation>No se pudo exportar el informe.</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunHistory</name>
    <message>
        <source>Comparisons</source>
        <translation>Comparaciones</translation>
    </message>
    <message>
        <source>Elapsed (s)</source>
        <translation>Transcurrido (s)</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Entropy</source>
        <translation>Entropía</translation>
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
        <translation>Juicios/s</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Gasto</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunProgressPanel</name>
    <message>
        <source>Not started</source>
        <translation>Sin iniciar</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminada</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenida</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallida</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimación</translation>
    </message>
    <message>
        <source>Run state</source>
        <translation>Estado de la ejecución</translation>
    </message>
    <message>
        <source>Comparisons done</source>
        <translation>Comparaciones hechas</translation>
    </message>
    <message>
        <source>%v of %m comparisons (%p%)</source>
        <translation>%v de %m comparaciones (%p %)</translation>
    </message>
    <message>
        <source>Time and cost left</source>
        <translation>Tiempo y coste restantes</translation>
    </message>
    <message>
        <source>Estimating the cost…</source>
        <translation>Estimando el coste…</translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <translation>Sin estimación: %1</translation>
    </message>
    <message>
        <source>no price set</source>
        <translation>sin precio definido</translation>
    </message>
    <message>
        <source>Estimate: %1 requests, %2 tokens, %3, %4</source>
        <translation>Estimación: %1 solicitudes, %2 tokens, %3, %4</translation>
    </message>
    <message>
        <source> — %1 comparisons already stored</source>
        <translation> — %1 comparaciones ya guardadas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 judgements/s</source>
        <translation>%1 juicios/s</translation>
    </message>
    <message>
        <source>time left: %1</source>
        <translation>tiempo restante: %1</translation>
    </message>
    <message>
        <source>spent: %1</source>
        <translation>gastado: %1</translation>
    </message>
    <message>
        <source>cost left: %1</source>
        <translation>coste restante: %1</translation>
    </message>
    <message>
        <source>failures: %1</source>
        <translation>fallos: %1</translation>
    </message>
    <message>
        <source>reused: %1</source>
        <translation>reutilizados: %1</translation>
    </message>
    <message>
        <source>budget used up</source>
        <translation>presupuesto agotado</translation>
    </message>
    <message>
        <source>stopping rule met</source>
        <translation>regla de parada cumplida</translation>
    </message>
    <message>
        <source>every pair asked</source>
        <translation>todos los pares preguntados</translation>
    </message>
    <message>
        <source>time known once the judge has answered</source>
        <translation>el tiempo se sabrá cuando el juez haya respondido</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>aproximadamente %1</translation>
    </message>
    <message>
        <source>Start (F5) continues the run</source>
        <translation>Iniciar (F5) continúa la ejecución</translation>
    </message>
    <message>
        <source>the judge stopped answering (%1). Check the judge with Judges… ▸ Test, then press Start (F5) to continue.</source>
        <translation>el juez dejó de responder (%1). Compruebe el juez con Jueces… ▸ Prueba y luego pulse Iniciar (F5) para continuar.</translation>
    </message>
    <message>
        <source>Interrupted: Start (F5) continues the run</source>
        <translation>Interrumpida: Iniciar (F5) continúa la ejecución</translation>
    </message>
    <message>
        <source>Paused: Start (F5) continues the run</source>
        <translation>En pausa: Iniciar (F5) continúa la ejecución</translation>
    </message>
    <message>
        <source>Finished: a larger budget and Start (F5) continue it</source>
        <translation>Terminada: un presupuesto mayor e Iniciar (F5) la continúan</translation>
    </message>
    <message>
        <source>Failed: Start (F5) tries again</source>
        <translation>Fallida: Iniciar (F5) lo vuelve a intentar</translation>
    </message>
    <message>
        <source>at the judge: %1, waiting: %2</source>
        <translation>en el juez: %1, en espera: %2</translation>
    </message>
    <message>
        <source>absolute ratings: %1</source>
        <translation>valoraciones absolutas: %1</translation>
    </message>
    <message>
        <source> — %1 of the requests are absolute ratings</source>
        <translation> — %1 de las solicitudes son valoraciones absolutas</translation>
    </message>
    <message>
        <source>human labels: %1</source>
        <extracomment>Labels people contributed to the run&apos;s model (read at its start and since).</extracomment>
        <translation>etiquetas humanas: %1</translation>
    </message>
    <message>
        <source>waiting for people: %1 (%2 of %3 labels asked)</source>
        <extracomment>The run&apos;s queue of pairs for people: how many wait for a label, how many the run put to people so far and how many its label budget allows.</extracomment>
        <translation>esperando a personas: %1 (%2 de %3 etiquetas pedidas)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunSettingsForm</name>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>&amp;Juez:</translation>
    </message>
    <message>
        <source>The judge configuration that answers the pairs</source>
        <translation>La configuración de juez que responde a los pares</translation>
    </message>
    <message>
        <source>C&amp;riterion:</source>
        <translation>C&amp;riterio:</translation>
    </message>
    <message>
        <source>What the judge compares; its prompt template is used</source>
        <translation>Lo que compara el juez; se usa su plantilla de prompt</translation>
    </message>
    <message>
        <source>Model and selection</source>
        <translation>Modelo y selección</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>How scores are fitted from the judgements</source>
        <translation>Cómo se ajustan las puntuaciones a los juicios</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>From the mean p</source>
        <translation>Según la p media</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>Ajustada</translation>
    </message>
    <message>
        <source>&amp;Home advantage:</source>
        <translation>&amp;Ventaja de posición:</translation>
    </message>
    <message>
        <source>How the positional bias δ of position A enters the model</source>
        <translation>Cómo entra en el modelo el sesgo de posición δ de la posición A</translation>
    </message>
    <message>
        <source>&amp;Strategy:</source>
        <translation>&amp;Estrategia:</translation>
    </message>
    <message>
        <source>Which pairs are asked next</source>
        <translation>Qué pares se preguntan a continuación</translation>
    </message>
    <message>
        <source>&amp;ε:</source>
        <translation>&amp;ε:</translation>
    </message>
    <message>
        <source>The exponent of |μa − μb| in the ε strategy</source>
        <translation>El exponente de |μa − μb| en la estrategia ε</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>&amp;Tamaño de lote:</translation>
    </message>
    <message>
        <source>Pairs chosen per context and round</source>
        <translation>Pares elegidos por contexto y ronda</translation>
    </message>
    <message>
        <source>Ask each pair in both orders</source>
        <translation>Preguntar cada par en ambos órdenes</translation>
    </message>
    <message>
        <source>Symmetric</source>
        <translation>Simétrica</translation>
    </message>
    <message>
        <source>Symmetric:</source>
        <translation>Simétrica:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Semi&amp;lla:</translation>
    </message>
    <message>
        <source>Makes the run reproducible</source>
        <translation>Hace reproducible la ejecución</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Presupuesto</translation>
    </message>
    <message>
        <source>Comparisons per candidate (× N)</source>
        <translation>Comparaciones por candidato (× N)</translation>
    </message>
    <message>
        <source>Comparisons per context</source>
        <translation>Comparaciones por contexto</translation>
    </message>
    <message>
        <source>Com&amp;parisons:</source>
        <translation>Com&amp;paraciones:</translation>
    </message>
    <message>
        <source>A multiple of the number of candidates N, or an absolute number</source>
        <translation>Un múltiplo del número de candidatos N, o un número absoluto</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Cantidad:</translation>
    </message>
    <message>
        <source>The comparison budget of each context</source>
        <translation>El presupuesto de comparaciones de cada contexto</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>T&amp;okens:</translation>
    </message>
    <message>
        <source>Prompt and completion tokens (0: no limit)</source>
        <translation>Tokens de prompt y de respuesta (0: sin límite)</translation>
    </message>
    <message>
        <source>M&amp;oney:</source>
        <translation>&amp;Dinero:</translation>
    </message>
    <message>
        <source>In the judge&apos;s currency (0: no limit)</source>
        <translation>En la moneda del juez (0: sin límite)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>T&amp;ime:</source>
        <translation>T&amp;iempo:</translation>
    </message>
    <message>
        <source>Running time, pauses excluded (0: no limit)</source>
        <translation>Tiempo de ejecución sin pausas (0: sin límite)</translation>
    </message>
    <message>
        <source> × N</source>
        <translation> × N</translation>
    </message>
    <message>
        <source>Stopping rule</source>
        <translation>Regla de parada</translation>
    </message>
    <message>
        <source>Only the budget</source>
        <translation>Solo el presupuesto</translation>
    </message>
    <message>
        <source>Entropy below</source>
        <translation>Entropía por debajo de</translation>
    </message>
    <message>
        <source>Reordering probability below</source>
        <translation>Probabilidad de reordenación por debajo de</translation>
    </message>
    <message>
        <source>Ranking stopped moving</source>
        <translation>La clasificación dejó de moverse</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>Re&amp;gla:</translation>
    </message>
    <message>
        <source>When a context is asked nothing more</source>
        <translation>Cuándo deja de preguntarse a un contexto</translation>
    </message>
    <message>
        <source>Thres&amp;hold:</source>
        <translation>&amp;Umbral:</translation>
    </message>
    <message>
        <source>The rule&apos;s threshold X</source>
        <translation>El umbral X de la regla</translation>
    </message>
    <message>
        <source>&amp;Window:</source>
        <translation>Ve&amp;ntana:</translation>
    </message>
    <message>
        <source>Comparisons over which the ranking must stay still</source>
        <translation>Comparaciones durante las que la clasificación debe quedarse quieta</translation>
    </message>
    <message>
        <source>Batches ahea&amp;d:</source>
        <translation>Lotes por a&amp;delantado:</translation>
    </message>
    <message>
        <source>Batches chosen while earlier ones are still being answered, so that a slow judge is never idle (0: each batch waits for the one before)</source>
        <translation>Lotes elegidos mientras los anteriores aún se responden, para que un juez lento nunca esté inactivo (0: cada lote espera al anterior)</translation>
    </message>
    <message>
        <source>One of the project&apos;s judge configurations (Judges… in the menu bar): the backend, model and limits of the LLM that is asked. A run keeps its judge.</source>
        <translation>Una de las configuraciones de juez del proyecto (Jueces… en la barra de menús): el backend, el modelo y los límites del LLM al que se pregunta. Una ejecución conserva su juez.</translation>
    </message>
    <message>
        <source>The quality the candidates are compared on. The judge is asked with this criterion&apos;s prompt template; each criterion has its own scores and ranking.</source>
        <translation>La cualidad en la que se comparan los candidatos. Al juez se le pregunta con la plantilla de prompt de este criterio; cada criterio tiene sus propias puntuaciones y clasificación.</translation>
    </message>
    <message>
        <source>The statistical model that turns the judge&apos;s answers into scores with credible intervals. The soft Bradley–Terry model uses the judge&apos;s probabilities rather than only who won; the Methods page compares the models.</source>
        <translation>El modelo estadístico que convierte las respuestas del juez en puntuaciones con intervalos de credibilidad. El modelo Bradley-Terry suave usa las probabilidades del juez y no solo quién ganó; la página Métodos compara los modelos.</translation>
    </message>
    <message>
        <source>Judges tend to prefer the text shown first. None assumes no bias; From the mean p takes δ from the average probability the judge gave to position A; Fitted estimates δ together with the scores.</source>
        <translation>Los jueces tienden a preferir el texto mostrado primero. Ninguna no supone ningún sesgo; Según la p media toma δ de la probabilidad media que el juez dio a la posición A; Ajustada estima δ junto con las puntuaciones.</translation>
    </message>
    <message>
        <source>How the next pairs are chosen from the current scores: uncertainty-based strategies ask where the ranking is least certain and need fewer comparisons than random pairs for the same accuracy.</source>
        <translation>Cómo se eligen los siguientes pares a partir de las puntuaciones actuales: las estrategias basadas en la incertidumbre preguntan donde la clasificación es menos segura y necesitan menos comparaciones que los pares aleatorios para la misma precisión.</translation>
    </message>
    <message>
        <source>Only for the ε-uncertainty strategy: how strongly pairs with close scores are preferred. 0 ignores the score difference; larger values focus on near ties.</source>
        <translation>Solo para la estrategia ε-incertidumbre: con qué fuerza se prefieren los pares con puntuaciones cercanas. 0 ignora la diferencia de puntuación; valores mayores se centran en los casi empates.</translation>
    </message>
    <message>
        <source>How many pairs are chosen at once before the model is updated. Larger batches keep a fast judge busy; smaller ones adapt to the answers sooner.</source>
        <translation>Cuántos pares se eligen a la vez antes de actualizar el modelo. Los lotes mayores mantienen ocupado a un juez rápido; los menores se adaptan antes a las respuestas.</translation>
    </message>
    <message>
        <source>With 1 or more, the next batch is chosen while the current one is still being answered, counting its pairs as asked. The run stays reproducible: the choice never depends on the order in which answers arrive.</source>
        <translation>Con 1 o más, el siguiente lote se elige mientras el actual aún se está respondiendo, contando sus pares como preguntados. La ejecución sigue siendo reproducible: la elección nunca depende del orden en que llegan las respuestas.</translation>
    </message>
    <message>
        <source>Ask each chosen pair as A–B and as B–A</source>
        <translation>Preguntar cada par elegido como A–B y como B–A</translation>
    </message>
    <message>
        <source>Every chosen pair is also asked in the other order, which cancels the judge&apos;s preference for a position at twice the cost per pair.</source>
        <translation>Cada par elegido se pregunta también en el orden inverso, lo que anula la preferencia del juez por una posición a cambio del doble de coste por par.</translation>
    </message>
    <message>
        <source>The seed of the random choices (pairs, order of A and B). The same settings and seed choose the same pairs again.</source>
        <translation>La semilla de las elecciones aleatorias (pares, orden de A y B). Los mismos ajustes y la misma semilla vuelven a elegir los mismos pares.</translation>
    </message>
    <message>
        <source>How the comparison budget of each context is given: as a multiple of its number of candidates N (10 × N is a common start) or as a fixed number of comparisons.</source>
        <translation>Cómo se indica el presupuesto de comparaciones de cada contexto: como múltiplo de su número de candidatos N (10 × N es un comienzo habitual) o como número fijo de comparaciones.</translation>
    </message>
    <message>
        <source>The number of comparisons (or the multiple of N) after which a context is asked nothing more. Answers reused from the project count; failed requests do not.</source>
        <translation>El número de comparaciones (o el múltiplo de N) tras el cual deja de preguntarse a un contexto. Las respuestas reutilizadas del proyecto cuentan; las solicitudes fallidas no.</translation>
    </message>
    <message>
        <source>The run stops when its prompt and completion tokens together reach this number. 0 sets no limit.</source>
        <translation>La ejecución se detiene cuando sus tokens de prompt y de respuesta juntos alcanzan este número. 0 no fija ningún límite.</translation>
    </message>
    <message>
        <source>The run stops when its cost, computed from the judge&apos;s token prices, reaches this amount. 0 sets no limit.</source>
        <translation>La ejecución se detiene cuando su coste, calculado a partir de los precios por token del juez, alcanza esta cantidad. 0 no fija ningún límite.</translation>
    </message>
    <message>
        <source>The run stops after this many minutes of running; time spent paused does not count. 0 sets no limit.</source>
        <translation>La ejecución se detiene tras estos minutos de ejecución; el tiempo en pausa no cuenta. 0 no fija ningún límite.</translation>
    </message>
    <message>
        <source>Besides the budget, a context can stop once its ranking is certain enough: its entropy or its largest probability of reordering falls below the threshold, or it stops moving over a window of comparisons.</source>
        <translation>Además del presupuesto, un contexto puede detenerse cuando su clasificación es lo bastante segura: su entropía o su mayor probabilidad de reordenación cae por debajo del umbral, o deja de moverse durante una ventana de comparaciones.</translation>
    </message>
    <message>
        <source>The value X the rule compares with: the entropy or the probability of reordering must fall below it; for a ranking that stopped moving, the rank correlation must reach 1 − X.</source>
        <translation>El valor X con el que compara la regla: la entropía o la probabilidad de reordenación deben caer por debajo de él; para una clasificación que dejó de moverse, la correlación de rangos debe alcanzar 1 − X.</translation>
    </message>
    <message>
        <source>Only for “Ranking stopped moving”: the scores now are compared with those this many comparisons earlier.</source>
        <translation>Solo para «La clasificación dejó de moverse»: las puntuaciones actuales se comparan con las de este número de comparaciones antes.</translation>
    </message>
    <message>
        <source>Absolute scores</source>
        <translation>Puntuaciones absolutas</translation>
    </message>
    <message>
        <source>Also rate every candidate once on 1…10 and join the ratings to the model; needs a criterion with an absolute template and a judge that gives token logprobs</source>
        <translation>Valorar además cada candidato una vez en 1…10 y añadir las valoraciones al modelo; requiere un criterio con plantilla absoluta y un juez que dé logprobs de los tokens</translation>
    </message>
    <message>
        <source>Each candidate is rated once with the criterion&apos;s absolute template. The probabilities of the ten ratings, from the judge&apos;s token logprobs, become one more expert on the candidate&apos;s score, with the weight beside.</source>
        <translation>Cada candidato se valora una vez con la plantilla absoluta del criterio. Las probabilidades de las diez valoraciones, obtenidas de los logprobs de los tokens del juez, se convierten en un experto más sobre la puntuación del candidato, con el peso de al lado.</translation>
    </message>
    <message>
        <source>Absolute score weight</source>
        <translation>Peso de las puntuaciones absolutas</translation>
    </message>
    <message>
        <source>How much one absolute rating counts against the comparisons (1: as given)</source>
        <translation>Cuánto cuenta una valoración absoluta frente a las comparaciones (1: tal cual)</translation>
    </message>
    <message>
        <source>The weight of each absolute rating&apos;s expert in the product of experts: below 1 it counts less than the judge&apos;s calibrated rating, above 1 more.</source>
        <translation>El peso del experto de cada valoración absoluta en el producto de expertos: por debajo de 1 cuenta menos que la valoración calibrada del juez, por encima de 1, más.</translation>
    </message>
    <message>
        <source>Wei&amp;ght:</source>
        <translation>Pe&amp;so:</translation>
    </message>
    <message>
        <source>Absolute scores:</source>
        <translation>Puntuaciones absolutas:</translation>
    </message>
    <message>
        <source>Human labels</source>
        <translation>Etiquetas humanas</translation>
    </message>
    <message>
        <source>Join the human labels of the criterion to the model, also those stored while the run goes on</source>
        <translation>Unir al modelo las etiquetas humanas del criterio, también las guardadas mientras la ejecución sigue</translation>
    </message>
    <message>
        <source>Every human label of the criterion becomes two experts of the product, one per order, so that the judge&apos;s positional bias cancels out of them. Labels stored during the run, in the Annotate tab or by other annotators, join their context at its next refit.</source>
        <translation>Cada etiqueta humana del criterio se convierte en dos expertos del producto, uno por orden, para que el sesgo de posición del juez se anule. Las etiquetas guardadas durante la ejecución, en la pestaña Anotar o por otros anotadores, se unen a su contexto en su próximo reajuste.</translation>
    </message>
    <message>
        <source>Human label weight</source>
        <translation>Peso de las etiquetas humanas</translation>
    </message>
    <message>
        <source>How much one human label counts against one judgement (1: as much)</source>
        <translation>Cuánto cuenta una etiqueta humana frente a un juicio (1: lo mismo)</translation>
    </message>
    <message>
        <source>The weight of each human label in the product of experts. People are usually more reliable than the judge: a weight above 1 lets a label outweigh several judgements.</source>
        <translation>El peso de cada etiqueta humana en el producto de expertos. Las personas suelen ser más fiables que el juez: un peso mayor que 1 permite que una etiqueta pese más que varios juicios.</translation>
    </message>
    <message>
        <source>Human labels:</source>
        <translation>Etiquetas humanas:</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>Peso:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Label budget</source>
        <translation>Presupuesto de etiquetas</translation>
    </message>
    <message>
        <source>How many pairs the run may put to people; none: it asks nobody</source>
        <translation>Cuántos pares puede la ejecución presentar a las personas; ninguno: no pregunta a nadie</translation>
    </message>
    <message>
        <source>The run puts up to this many of the pairs its judge answered to people, chosen where a label is worth most: where the judge, recalibrated on the labels so far, is least sure and the ranking least certain. The Annotate tab offers them first; the judge is not asked their other order.</source>
        <translation>La ejecución presenta a las personas hasta este número de pares que su juez respondió, donde una etiqueta vale más: donde el juez, recalibrado con las etiquetas hasta ahora, duda más y la clasificación es menos segura. La pestaña Anotar los ofrece primero; al juez no se le pregunta su otro orden.</translation>
    </message>
    <message>
        <source>Label budget:</source>
        <translation>Presupuesto de etiquetas:</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::RunTab</name>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>Start the run, or continue the stored run with these settings (F5)</source>
        <translation>Iniciar la ejecución, o continuar la ejecución guardada con estos ajustes (F5)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Ask nothing new; answers in flight are still stored (F6)</source>
        <translation>No preguntar nada nuevo; las respuestas en curso se siguen guardando (F6)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>Resume the paused run (F7)</source>
        <translation>Reanudar la ejecución en pausa (F7)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>De&amp;tener</translation>
    </message>
    <message>
        <source>Stop the run; what is stored stays, and Start continues it later (Shift+F5)</source>
        <translation>Detener la ejecución; lo guardado se conserva e Iniciar la continúa más tarde (Mayús+F5)</translation>
    </message>
    <message>
        <source>Failure log</source>
        <translation>Registro de fallos</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fallos</translation>
    </message>
    <message>
        <source>The run failed.</source>
        <translation>La ejecución falló.</translation>
    </message>
    <message>
        <source>Why Start is unavailable</source>
        <translation>Por qué Iniciar no está disponible</translation>
    </message>
    <message>
        <source>The project is opening…</source>
        <translation>Abriendo el proyecto…</translation>
    </message>
    <message>
        <source>Open or create a project to start a run.</source>
        <translation>Abra o cree un proyecto para iniciar una ejecución.</translation>
    </message>
    <message>
        <source>Reading the project&apos;s judges and criteria…</source>
        <translation>Leyendo los jueces y criterios del proyecto…</translation>
    </message>
    <message>
        <source>The project has no judge yet: add one with Judges… in the menu bar.</source>
        <translation>El proyecto aún no tiene ningún juez: añada uno con Jueces… en la barra de menús.</translation>
    </message>
    <message>
        <source>The project has no criterion yet: add one with Judges… in the menu bar.</source>
        <translation>El proyecto aún no tiene ningún criterio: añada uno con Jueces… en la barra de menús.</translation>
    </message>
    <message>
        <source>The judge&apos;s servers</source>
        <translation>Los servidores del juez</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servidores</translation>
    </message>
    <message>
        <source>Checking the project file&apos;s integrity…</source>
        <translation>Comprobando la integridad del archivo del proyecto…</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ScorePlot</name>
    <message>
        <source>Scores with 95 % intervals</source>
        <translation>Puntuaciones con intervalos del 95 %</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalo del 95 %</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Score plot</source>
        <translation>Gráfico de puntuaciones</translation>
    </message>
    <message>
        <source>Scores of %L1 evenly spaced ranks</source>
        <translation>Puntuaciones de %L1 puestos espaciados uniformemente</translation>
    </message>
    <message>
        <source>Rank (of %L1)</source>
        <translation>Puesto (de %L1)</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::ThroughputChart</name>
    <message>
        <source>Throughput and spend</source>
        <translation>Rendimiento y gasto</translation>
    </message>
    <message>
        <source>Elapsed time (s)</source>
        <translation>Tiempo transcurrido (s)</translation>
    </message>
    <message>
        <source>Judgements/s</source>
        <translation>Juicios/s</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Gasto</translation>
    </message>
</context>
<context>
    <name>pairrank::ui::WinRateMatrixModel</name>
    <message>
        <source>P(%1 preferred over %2) = %3 (95 % interval in brackets)</source>
        <translation>P(%1 preferido a %2) = %3 (intervalo del 95 % entre corchetes)</translation>
    </message>
    <message>
        <source>No judgement compares %1 and %2 yet.</source>
        <extracomment>A blank cell of the win-rate matrix: the two systems were never compared.</extracomment>
        <translation>Ningún juicio compara todavía %1 y %2.</translation>
    </message>
    <message>
        <source>No win rate for %1 against %2: %3</source>
        <extracomment>A blank cell of the win-rate matrix: %3 is the estimator&apos;s reason, in English.</extracomment>
        <translation>Sin tasa de victorias de %1 frente a %2: %3</translation>
    </message>
</context>
</TS>
